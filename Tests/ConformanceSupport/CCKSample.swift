import CucumberMessages
import Foundation
import VerityJSON

/// One sample of the Cucumber Compatibility Kit (`cck/devkit/samples/<name>/`): the feature
/// files to run, the options to run them with, and the message stream a compatible runner
/// must emit.
package struct CCKSample: Sendable, CustomStringConvertible {
    /// The sample's folder name, e.g. `retry`.
    package var name: String
    /// The sample's folder.
    package var folder: URL
    /// The `.feature` and `.feature.md` files, sorted by name.
    package var featureFiles: [URL]
    /// The expected message stream (`<name>.ndjson`), one JSON value per envelope, in order.
    package var expected: [JSONValue]
    /// The runner options of `<name>.arguments.txt` split on whitespace, e.g.
    /// `["--retry", "2"]`; empty when the sample has no such file.
    package var arguments: [String]
    /// The files a sample's steps attach (images, PDFs), sorted by name.
    package var attachmentAssets: [URL]

    /// The sample's name, so parameterized tests show it.
    package var description: String { name }

    /// The folder holding every sample.
    package static var samplesFolder: URL {
        ConformanceDirectory.root.appendingPathComponent("cck/devkit/samples")
    }

    /// The names of every sample folder, sorted; empty when the data is missing.
    package static func names() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: samplesFolder.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            let path = samplesFolder.appendingPathComponent(name).path
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
    }

    /// Every sample, sorted by name.
    package static func all() throws -> [CCKSample] {
        try names().map { try CCKSample(named: $0) }
    }

    /// Loads the sample in the folder `name`.
    package init(named name: String) throws {
        let folder = Self.samplesFolder.appendingPathComponent(name)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        self.name = name
        self.folder = folder
        featureFiles = files.filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }
            .map { folder.appendingPathComponent($0) }
        let streamFile = folder.appendingPathComponent("\(name).ndjson")
        let stream = String(decoding: try Data(contentsOf: streamFile), as: UTF8.self)
        expected = try stream.split(whereSeparator: \.isNewline).map { try JSONValue(parsing: $0) }
        let argumentsFile = "\(name).arguments.txt"
        if files.contains(argumentsFile) {
            let data = try Data(contentsOf: folder.appendingPathComponent(argumentsFile))
            let text = String(decoding: data, as: UTF8.self)
            arguments = text.split(whereSeparator: \.isWhitespace).map(String.init)
        } else {
            arguments = []
        }
        let notAssets = featureFiles.map(\.lastPathComponent) + ["\(name).ndjson", argumentsFile]
        attachmentAssets = files.filter { !notAssets.contains($0) && !$0.hasPrefix(".") }
            .map { folder.appendingPathComponent($0) }
    }
}
