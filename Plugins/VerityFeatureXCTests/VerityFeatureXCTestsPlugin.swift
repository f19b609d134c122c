import Foundation
import PackagePlugin

/// Generates one XCTest method per scenario (and per outline row), in an `XCTestCase` subclass
/// per feature, from the `.feature` and `.feature.md` files of the test target it is applied to:
/// the `VerityFeatureTests` plugin's tests at a fraction of their compile time
/// (Documentation/Requirements.md, "Which plugin").
///
/// The target declares the suite the tests run, `let features = FeatureSuite(steps, ...)`, as
/// for `VerityFeatureTests`.
@main
struct VerityFeatureXCTestsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let directory = target.directoryURL
        return [
            FeatureTestsCommand.command(
                features: FeatureTestsCommand.features(under: directory), relativeTo: directory,
                targetName: target.name, generator: try context.tool(named: "VerityFeatureTestsGenerator").url,
                workDirectory: context.pluginWorkDirectoryURL, generatorOptions: ["--xctest"],
                featuresPerFile: FeatureTestsCommand.xcTestFeaturesPerFile)
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension VerityFeatureXCTestsPlugin: XcodeBuildToolPlugin {
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
                workDirectory: context.pluginWorkDirectoryURL, generatorOptions: ["--xctest"],
                featuresPerFile: FeatureTestsCommand.xcTestFeaturesPerFile)
        ]
    }
}
#endif
