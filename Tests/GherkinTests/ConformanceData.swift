import Foundation

/// Locates the official Gherkin test data (see `shared/conformance/README.md`).
enum ConformanceData {
    /// `$VERITY_CONFORMANCE_DIR`, or `../shared/conformance` next to the package root.
    static var root: URL {
        if let path = ProcessInfo.processInfo.environment["VERITY_CONFORMANCE_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance")
    }

    static var testdata: URL { root.appendingPathComponent("gherkin/testdata") }

    /// Input file names in `testdata/<folder>` (`.feature` and `.feature.md`), sorted.
    static func inputs(in folder: String) -> [String] {
        let directory = testdata.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }.sorted()
    }

    static var goodInputs: [String] { inputs(in: "good") }
    static var badInputs: [String] { inputs(in: "bad") }

    /// The file's bytes as a git checkout gives them. NB: `testdata/.gitattributes` pins
    /// `*.crlf.feature` to CRLF line endings; a copy made without git may have lost them, so
    /// they are restored here (the expected `.source.ndjson` holds `\r\n`).
    static func bytes(_ folder: String, _ name: String) throws -> [UInt8] {
        let raw = [UInt8](try Data(contentsOf: testdata.appendingPathComponent(folder).appendingPathComponent(name)))
        guard name.hasSuffix(".crlf.feature") else { return raw }
        var converted: [UInt8] = []
        converted.reserveCapacity(raw.count + raw.count / 16)
        for (index, byte) in raw.enumerated() {
            if byte == 0x0A, index == 0 || raw[index - 1] != 0x0D { converted.append(0x0D) }
            converted.append(byte)
        }
        return converted
    }

    static func text(_ folder: String, _ name: String) throws -> String {
        String(decoding: try bytes(folder, name), as: UTF8.self)
    }
}
