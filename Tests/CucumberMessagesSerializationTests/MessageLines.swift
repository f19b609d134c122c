import ConformanceSupport
import Foundation

/// Locates the shared Cucumber conformance data: `VERITY_CONFORMANCE_DIR`, or
/// `../shared/conformance` beside the package root.
enum ConformanceData {
    static var directory: URL { ConformanceDirectory.root }

    /// Every expected NDJSON file of the good Gherkin test data (AST, pickles and sources).
    static func goodNDJSONFiles() -> [String] {
        let folder = directory.appendingPathComponent("gherkin/testdata/good")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".ndjson") }.sorted()
    }

    /// Every expected `.errors.ndjson` file of the bad Gherkin test data.
    static func badNDJSONFiles() -> [String] {
        let folder = directory.appendingPathComponent("gherkin/testdata/bad")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".ndjson") }.sorted()
    }

    /// Every official message line, with the file it came from: the good and bad Gherkin
    /// test data, then every CCK sample stream (the runner's messages).
    static func allMessageLines() throws -> [(file: String, line: Substring)] {
        var lines: [(String, Substring)] = []
        for file in goodNDJSONFiles() {
            let text = String(decoding: try goodFile(file), as: UTF8.self)
            lines += text.split(separator: "\n").map { (file, $0) }
        }
        for file in badNDJSONFiles() {
            let url = directory.appendingPathComponent("gherkin/testdata/bad/\(file)")
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            lines += text.split(separator: "\n").map { (file, $0) }
        }
        for sample in CCKSample.names() {
            let file = "\(sample)/\(sample).ndjson"
            let url = CCKSample.samplesFolder.appendingPathComponent(file)
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            lines += text.split(separator: "\n").map { (file, $0) }
        }
        return lines
    }

    static func goodFile(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent("gherkin/testdata/good/\(name)"))
    }
}
