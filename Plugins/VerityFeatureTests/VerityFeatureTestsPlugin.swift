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
        return [
            FeatureTestsCommand.command(
                features: FeatureTestsCommand.features(under: directory), relativeTo: directory,
                targetName: target.name, generator: try context.tool(named: "VerityFeatureTestsGenerator").url,
                workDirectory: context.pluginWorkDirectoryURL)
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension VerityFeatureTestsPlugin: XcodeBuildToolPlugin {
    /// The same tests for a test target of an Xcode project, from the feature files the target
    /// holds (add the feature folder to the target as a folder reference, so it is also copied
    /// into the test bundle for the suite to read).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let features = target.inputFiles.map(\.url).filter(FeatureTestsCommand.isFeatureFile)
        return [
            FeatureTestsCommand.command(
                features: features, relativeTo: FeatureTestsCommand.commonParent(of: features),
                targetName: target.displayName,
                generator: try context.tool(named: "VerityFeatureTestsGenerator").url,
                workDirectory: context.pluginWorkDirectoryURL)
        ]
    }
}
#endif
