import CucumberMessages
import VeritySynchronization

/// Writes every message as one line of NDJSON, the stream `verity report` and `verity merge`
/// read back.
final class MessageStreamFormatter: MessageFormatter {
    private struct State {
        var buffer: [UInt8] = []
        var error: (any Error)?
    }

    /// NB: lines are buffered and written in chunks of this size, so a large run does not pay
    /// one write per message; but a step's start and a scenario's end are written at once, so
    /// a process that dies in a step leaves a stream that says which step was running.
    private static let chunkSize = 64 * 1024
    private let output: ReportOutput
    private let state = Locked(State())

    init(output: ReportOutput) {
        self.output = output
    }

    func receive(_ envelope: Envelope) {
        state.withLock { state in
            do {
                try NDJSONEncoder().appendLine(envelope, to: &state.buffer)
                if state.buffer.count >= Self.chunkSize || envelope.testStepStarted != nil
                    || envelope.testCaseFinished != nil || envelope.testRunStarted != nil
                {
                    try output.write(state.buffer)
                    state.buffer.removeAll(keepingCapacity: true)
                }
            } catch {
                state.error = state.error ?? error
            }
        }
    }

    func finish() throws {
        try state.withLock { state in
            if let error = state.error { throw error }
            try output.write(state.buffer)
            state.buffer.removeAll()
        }
        try output.close()
    }
}
