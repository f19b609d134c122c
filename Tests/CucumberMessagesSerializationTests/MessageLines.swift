import ConformanceSupport
import Foundation
import TestFixtures

/// NDJSON message files, one line a message, with the file each line came from: the project's
/// own fixtures for the unit tests, the official data for the conformance suite.
enum MessageLines {
    /// Every message line of the fixtures: the streams Verity's runner wrote
    /// (`Streams/<name>/<name>.ndjson`, every message kind a run emits) and the hand-written
    /// Gherkin messages of `Features` (gherkinDocument, pickle, parseError).
    static func fixtures() throws -> [(file: String, line: Substring)] {
        var files = Fixtures.streamNames.map { "Streams/\($0)/\($0).ndjson" }
        for kind in ["good", "bad"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: Fixtures.url("Features/\(kind)").path)
            files += names.filter { $0.hasSuffix(".ndjson") }.sorted().map { "Features/\(kind)/\($0)" }
        }
        return try files.flatMap { file in try Fixtures.text(file).split(separator: "\n").map { (file, $0) } }
    }

    /// Every official message line: the expected NDJSON of the good and bad Gherkin test data,
    /// then every CCK sample stream (the runner's messages).
    static func official() throws -> [(file: String, line: Substring)] {
        var urls: [(String, URL)] = []
        for kind in ["good", "bad"] {
            let folder = GherkinTestdata.folder.appendingPathComponent(kind)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            urls += names.filter { $0.hasSuffix(".ndjson") }.sorted().map { ($0, folder.appendingPathComponent($0)) }
        }
        for sample in CCKSample.names() {
            let file = "\(sample)/\(sample).ndjson"
            urls.append((file, CCKSample.samplesFolder.appendingPathComponent(file)))
        }
        return try urls.flatMap { file, url in
            String(decoding: try Data(contentsOf: url), as: UTF8.self).split(separator: "\n").map { (file, $0) }
        }
    }

    /// `lines` grouped by file, in order, for tests that take one file per argument.
    static func byFile(_ lines: [(file: String, line: Substring)]) -> [(file: String, lines: [Substring])] {
        var result: [(file: String, lines: [Substring])] = []
        for (file, line) in lines {
            if result.last?.file == file {
                result[result.count - 1].lines.append(line)
            } else {
                result.append((file, [line]))
            }
        }
        return result
    }
}
