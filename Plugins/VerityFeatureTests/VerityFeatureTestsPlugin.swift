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
            for case let url as URL in walker where Self.isFeatureFile(url) { features.append(url) }
        }
        return [
            Self.command(
                features: features, relativeTo: directory, targetName: target.name,
                generator: try context.tool(named: "VerityFeatureTestsGenerator").url,
                workDirectory: context.pluginWorkDirectoryURL)
        ]
    }

    static func isFeatureFile(_ url: URL) -> Bool {
        url.lastPathComponent.hasSuffix(".feature") || url.lastPathComponent.hasSuffix(".feature.md")
    }

    /// The one command that writes the root suite and a file of tests per feature, each named
    /// after the feature's path so that names never collide and never depend on other files.
    ///
    /// One command rather than one per feature: the tests' names are made unique across all
    /// the features, so each file depends on the others' names; the generator rewrites only the
    /// files whose source changed, which keeps the recompilation to the features that changed.
    static func command(
        features: [URL], relativeTo directory: URL, targetName: String, generator: URL, workDirectory: URL
    ) -> Command {
        let sorted = features.sorted { $0.path < $1.path }
        let suite = workDirectory.appendingPathComponent("VerityFeatureTests.swift")
        var arguments = [directory.path, suite.path]
        var outputs = [suite]
        for feature in sorted {
            let relative = relativePath(of: feature, in: directory)
            let output = workDirectory.appendingPathComponent("VerityFeatureTests+\(fileName(for: relative)).swift")
            arguments += [feature.path, output.path]
            outputs.append(output)
        }
        return .buildCommand(
            displayName: "Generating tests of \(sorted.count) feature file(s) of \(targetName)",
            executable: generator,
            arguments: arguments,
            // NB: the build system asks the plugin again on every build, so an added or removed
            // file changes the arguments and regenerates; an edited one is an input.
            inputFiles: sorted,
            outputFiles: outputs
        )
    }

    static func relativePath(of file: URL, in directory: URL) -> String {
        let base = directory.standardizedFileURL.path
        let path = file.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : file.lastPathComponent
    }

    /// A file name made of `relativePath`, one to one: letters, digits, `.` and `-` kept, every
    /// other byte (`/` and `_` included) written `_` and two hex digits, so that two paths
    /// never give the same name.
    static func fileName(for relativePath: String) -> String {
        var name = ""
        for byte in relativePath.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"):
                name.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                name += "_" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return name
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension VerityFeatureTestsPlugin: XcodeBuildToolPlugin {
    /// The same tests for a test target of an Xcode project, from the feature files the target
    /// holds (add the feature folder to the target as a folder reference, so it is also copied
    /// into the test bundle for the suite to read).
    ///
    /// A test names its feature file by its path from the folder that holds the target's
    /// feature folder (`Features/shop.feature`), which ends both the path in the source tree and
    /// the path in the bundle that the suite reads.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let features = target.inputFiles.map(\.url).filter(Self.isFeatureFile)
        let folders = features.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        var common = folders.first ?? []
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        // NB: the parent of the deepest folder every feature file is in, so the folder's name
        // stays in the paths the tests give.
        var directory = URL(fileURLWithPath: "/")
        for component in common.dropFirst().dropLast() { directory.appendPathComponent(component) }
        return [
            Self.command(
                features: features, relativeTo: directory, targetName: target.displayName,
                generator: try context.tool(named: "VerityFeatureTestsGenerator").url,
                workDirectory: context.pluginWorkDirectoryURL)
        ]
    }
}
#endif
