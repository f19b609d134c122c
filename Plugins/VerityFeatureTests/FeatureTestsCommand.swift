import Foundation
import PackagePlugin

/// The build command both Verity plugins make (`VerityFeatureTests`, `VerityFeatureXCTests`),
/// which differ only in the shape of the tests the generator writes.
///
/// NB: the `VerityFeatureXCTests` plugin's folder holds a link to this file: a plugin target
/// cannot import another, and the two must find and name the feature files alike.
enum FeatureTestsCommand {
    /// The feature files under `directory`, walked rather than read from the target's sources so
    /// that they are found however the target declares them (a resource, excluded, or not at all).
    static func features(under directory: URL) -> [URL] {
        var features: [URL] = []
        if let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where isFeatureFile(url) { features.append(url) }
        }
        return features
    }

    static func isFeatureFile(_ url: URL) -> Bool {
        url.lastPathComponent.hasSuffix(".feature") || url.lastPathComponent.hasSuffix(".feature.md")
    }

    /// The one command that writes the root file and the files of tests; `generatorOptions`
    /// (`--xctest`) choose the tests' shape.
    ///
    /// Without `featuresPerFile`, each feature's tests get a file named after the feature's path,
    /// so that names never collide and never depend on other files. With it, the features share
    /// files, about `featuresPerFile` to a file (see ``group(of:among:featuresPerFile:)``).
    ///
    /// One command rather than one per feature: the tests' names are made unique across all
    /// the features, so each file depends on the others' names; the generator rewrites only the
    /// files whose bytes changed, which keeps the recompilation to the features that changed.
    static func command(
        features: [URL], relativeTo directory: URL, targetName: String, generator: URL, workDirectory: URL,
        generatorOptions: [String] = [], featuresPerFile: Int? = nil
    ) -> Command {
        let sorted = features.sorted { $0.path < $1.path }
        let suite = workDirectory.appendingPathComponent("VerityFeatureTests.swift")
        var arguments = generatorOptions + [directory.path, suite.path]
        var outputs = [suite]
        var written: Set<String> = []
        for feature in sorted {
            let relative = relativePath(of: feature, in: directory)
            let name =
                featuresPerFile.map { "Group\(group(of: relative, among: sorted.count, featuresPerFile: $0))" }
                ?? fileName(for: relative)
            let output = workDirectory.appendingPathComponent("VerityFeatureTests+\(name).swift")
            arguments += [feature.path, output.path]
            if written.insert(output.path).inserted { outputs.append(output) }
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
    /// never give the same name. A name longer than `maximumNameLength` keeps its start and ends
    /// with a 64-bit FNV-1a hash of the whole path instead, so that with the prefix and suffix
    /// the plugin adds it stays under the 255 bytes a file system allows.
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
        guard name.utf8.count > maximumNameLength else { return name }
        let digits = String(hash(of: relativePath), radix: 16)
        let hex = String(repeating: "0", count: 16 - digits.count) + digits
        // NB: the name is ASCII, so a prefix of its characters is one of its bytes.
        return String(name.prefix(maximumNameLength - 17)) + "-" + hex
    }

    /// How many features the `VerityFeatureXCTests` plugin writes to a file, on average.
    ///
    /// NB: a debug build compiles each file in a compiler process of its own, which reads every
    /// other file of the target too; with a file per feature, a suite of many small features
    /// spends most of its build starting processes and rereading files. Grouping features keeps
    /// those costs small while an edit still recompiles one small file.
    static let xcTestFeaturesPerFile = 32

    /// The 64-bit FNV-1a hash of `text`'s bytes: the same on every machine and in every run.
    static func hash(of text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// The file, numbered from 0, whose tests include those of the feature at `relativePath`,
    /// when `count` features share files about `featuresPerFile` to a file.
    ///
    /// NB: the number of files is the power of two that gives at most `featuresPerFile` features
    /// a file on average, and a feature's file is chosen by a hash of its path alone, so that
    /// adding or removing a feature moves no other feature to another file (unless the number of
    /// files doubles or halves); an edited feature rewrites, and recompiles, its file only.
    static func group(of relativePath: String, among count: Int, featuresPerFile: Int) -> Int {
        var groups = 1
        while groups * max(1, featuresPerFile) < count { groups *= 2 }
        return Int(hash(of: relativePath) % UInt64(groups))
    }

    /// The longest name `fileName(for:)` gives: with `VerityFeatureTests+` and `.swift` around
    /// it, a file name of at most 205 bytes.
    static let maximumNameLength = 180

    /// For an Xcode test target: the parent of the deepest folder every feature file is in, so
    /// that the folder's name stays in the paths the tests give (`Features/shop.feature`, which
    /// ends both the path in the source tree and the path in the bundle the suite reads).
    static func commonParent(of features: [URL]) -> URL {
        let folders = features.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        var common = folders.first ?? []
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        var directory = URL(fileURLWithPath: "/")
        for component in common.dropFirst().dropLast() { directory.appendPathComponent(component) }
        return directory
    }
}
