import Foundation

/// The shared Cucumber conformance data: `VERITY_CONFORMANCE_DIR`, or `../shared/conformance`
/// beside the package root.
enum ConformanceFiles {
    static let directory: URL = {
        if let path = ProcessInfo.processInfo.environment["VERITY_CONFORMANCE_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent("../shared/conformance").standardized
    }()

    static let testdata = directory.appendingPathComponent("gherkin/testdata")

    /// Input file names (`.feature` and `.feature.md`) in `good` or `bad`, sorted.
    static func inputs(_ folder: String) -> [String] {
        let path = testdata.appendingPathComponent(folder).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }.sorted()
    }

    static func path(_ folder: String, _ name: String) -> String {
        testdata.appendingPathComponent(folder).appendingPathComponent(name).path
    }

    /// The file's bytes as a git checkout gives them.
    ///
    /// NB: `testdata/.gitattributes` pins `*.crlf.feature` to CRLF line endings, and the
    /// expected `.source.ndjson` holds `\r\n`; a copy made without git may have lost them
    /// (the shared copy has), so they are restored here.
    static func bytes(_ folder: String, _ name: String) throws -> [UInt8] {
        let raw = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(folder, name))))
        guard name.hasSuffix(".crlf.feature") else { return raw }
        var converted: [UInt8] = []
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
