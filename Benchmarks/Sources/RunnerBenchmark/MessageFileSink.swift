import CucumberMessages
import Foundation
import Synchronization

/// Writes every message of a run as NDJSON to a file (the benchmark uses `/dev/null`), in
/// 64 KB chunks, as a `message` report would.
final class MessageFileSink: Sendable {
    private struct State {
        var buffer: [UInt8] = []
        var bytes = 0
        var messages = 0
        var failure: String?
    }

    private let file: FileHandle
    private let state = Mutex(State())
    private let encoder = NDJSONEncoder()

    init(path: String) throws {
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        guard let file = FileHandle(forWritingAtPath: path) else {
            throw BenchmarkError("cannot open \(path) for writing")
        }
        self.file = file
    }

    func receive(_ envelope: Envelope) {
        state.withLock { state in
            do {
                try encoder.appendLine(envelope, to: &state.buffer)
                state.messages += 1
                if state.buffer.count >= 65_536 { try flush(&state) }
            } catch {
                state.failure = state.failure ?? "\(error)"
            }
        }
    }

    /// Writes what is left; returns how many messages and bytes went out.
    func finish() throws -> (messages: Int, bytes: Int) {
        try state.withLock { state in
            try flush(&state)
            if let failure = state.failure { throw BenchmarkError("writing messages: \(failure)") }
            return (state.messages, state.bytes)
        }
    }

    private func flush(_ state: inout State) throws {
        guard !state.buffer.isEmpty else { return }
        try file.write(contentsOf: state.buffer)
        state.bytes += state.buffer.count
        state.buffer.removeAll(keepingCapacity: true)
    }
}
