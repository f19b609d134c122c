import Foundation
import Testing

/// Validates XML against an XSD with libxml2's `xmllint` (Debian's `libxml2-utils`), which CI
/// installs; Foundation has no schema validation.
enum XMLSchemaValidator {
    /// `xmllint` on the `PATH`, if there is one.
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("xmllint") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static var isAvailable: Bool { executable != nil }

    static let skipReason = Comment(
        rawValue: "xmllint is not installed (apt-get install libxml2-utils), so the reports cannot be checked "
            + "against the XSDs")

    /// `xmllint`'s complaints about `xml` against `schema`, or `nil` when it is valid.
    static func problems(_ xml: String, schema: URL) throws -> String? {
        guard let executable else { return "xmllint is not installed" }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("verity-\(UUID().uuidString).xml")
        try Data(xml.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--noout", "--schema", schema.path, file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : String(decoding: output, as: UTF8.self)
    }
}
