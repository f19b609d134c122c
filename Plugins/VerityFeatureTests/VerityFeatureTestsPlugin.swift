import Foundation
import PackagePlugin

/// Generates one Swift Testing test per scenario (and per outline row) from the `.feature` and
/// `.feature.md` files of the test target it is applied to.
///
/// The target declares the suite the tests run, `let features = FeatureSuite(steps, ...)`, and
/// usually makes the feature folder a resource (`resources: [.copy("Features")]`) so that a run
/// finds it without the source tree (README, "One test per scenario").
@main
struct VerityFeatureTestsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let directory = target.directoryURL
        // NB: the folder is walked rather than `sourceFiles` read, so that feature files are
        // found however the target declares them (a resource, excluded, or not at all).
        var features: [URL] = []
        if let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) {
            for case let url as URL in walker {
                let name = url.lastPathComponent
                if name.hasSuffix(".feature") || name.hasSuffix(".feature.md") { features.append(url) }
            }
        }
        features.sort { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("VerityFeatureTests.swift")
        return [
            .buildCommand(
                displayName: "Generating tests of \(features.count) feature file(s) of \(target.name)",
                executable: try context.tool(named: "VerityFeatureTestsGenerator").url,
                arguments: [output.path, directory.path] + features.map(\.path),
                // NB: SwiftPM asks the plugin again on every build, so an added or removed file
                // changes the arguments and regenerates; an edited one is an input.
                inputFiles: features,
                outputFiles: [output]
            )
        ]
    }
}
