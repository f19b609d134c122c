import CucumberMessages
import Foundation

/// Makes the report writers `VERITY_FORMAT` asks for.
///
/// NB: the formatters live in VerityReports (branch `reports`), which lands after this module.
/// Until Requirements depends on it, only `message` (NDJSON, written here) is available and any
/// other format is a configuration error that names it; the switch to
/// `ReportConfiguration.makeFormatter(for:)` happens in this one place.
enum ReportReceivers {
    static func make(_ format: String?) throws -> [any EnvelopeReceiver] {
        guard let format, !format.isEmpty else { return [] }
        return try format.split(separator: ",").map { part in
            let pieces = part.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let name = pieces[0]
            let path = pieces.count > 1 ? pieces[1] : nil
            switch name {
            case "message", "ndjson":
                return NDJSONFileReceiver(path: path)
            default:
                throw RunConfigurationError("the report format '\(name)' is not available in this build")
            }
        }
    }
}

/// Writes every message as one line of JSON to a file (or standard output), when the run ends.
final class NDJSONFileReceiver: EnvelopeReceiver, @unchecked Sendable {
    // NB: @unchecked: the emitter calls `receive` and `finish` under its lock.
    private let path: String?
    private var buffer: [UInt8] = []
    private var failure: (any Error)?

    init(path: String?) {
        self.path = path
    }

    func receive(_ envelope: Envelope) {
        do {
            try NDJSONEncoder().appendLine(envelope, to: &buffer)
        } catch {
            failure = failure ?? error
        }
    }

    func finish() throws {
        if let failure { throw failure }
        let data = Data(buffer)
        guard let path else {
            FileHandle.standardOutput.write(data)
            return
        }
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}
