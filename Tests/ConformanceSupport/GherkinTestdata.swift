import Foundation

/// The official Gherkin test data: `gherkin/testdata/good` and `gherkin/testdata/bad`.
package enum GherkinTestdata {
    /// The `testdata` folder.
    package static var folder: URL { ConformanceDirectory.root.appendingPathComponent("gherkin/testdata") }

    /// Input file names (`.feature` and `.feature.md`) in `good` or `bad`, sorted.
    package static func inputs(in subfolder: String) -> [String] {
        let directory = folder.appendingPathComponent(subfolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }.sorted()
    }

    /// The path of `name` in `good` or `bad`.
    package static func path(_ subfolder: String, _ name: String) -> String {
        folder.appendingPathComponent(subfolder).appendingPathComponent(name).path
    }

    /// The file's bytes as a git checkout gives them.
    ///
    /// NB: `testdata/.gitattributes` pins `*.crlf.feature` to CRLF line endings and the expected
    /// `.source.ndjson` holds `\r\n`; a copy made without git may have lost them (the shared
    /// copy has), so they are restored here.
    package static func bytes(_ subfolder: String, _ name: String) throws -> [UInt8] {
        let raw = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(subfolder, name))))
        guard name.hasSuffix(".crlf.feature") else { return raw }
        var converted: [UInt8] = []
        converted.reserveCapacity(raw.count + raw.count / 16)
        for (index, byte) in raw.enumerated() {
            if byte == 0x0A, index == 0 || raw[index - 1] != 0x0D { converted.append(0x0D) }
            converted.append(byte)
        }
        return converted
    }

    /// The file's text, with line endings as ``bytes(_:_:)`` gives them.
    package static func text(_ subfolder: String, _ name: String) throws -> String {
        String(decoding: try bytes(subfolder, name), as: UTF8.self)
    }
}
