import CucumberMessages
import VeritySynchronization

/// Prints one character per step as the steps finish (`.` passed, `F` failed, `U` undefined,
/// `P` pending, `-` skipped, `A` ambiguous, `?` unknown), then the failures and totals.
///
/// Hooks print a character only when they failed (failed, undefined, pending, ambiguous), so
/// a failing hook is visible without adding characters to a healthy run.
///
/// NB: the characters are written a whole line at a time: a line of ``lineWidth`` characters
/// as soon as it is full, the rest at the end of the run. During `swift test` the test
/// framework writes its own lines to the same terminal at any moment; a character written on
/// its own would land in the middle of one of them, a whole line never does.
final class ProgressFormatter: MessageFormatter {
    /// How many characters a line holds before it is written.
    static let lineWidth = 80

    private struct State {
        var index = TestRunIndex()
        var printed = false
        /// The characters of the line being filled, painted, and how many there are.
        var line = ""
        var lineCount = 0
        var error: (any Error)?
    }

    private let output: ReportOutput
    private let style: ConsoleStyle
    /// The world type named by the end-of-run snippet block, when the run knows it.
    private let snippetWorld: String?
    private let state = Locked(State())

    init(output: ReportOutput, style: ConsoleStyle, snippetWorld: String? = nil) {
        self.snippetWorld = snippetWorld
        self.output = output
        self.style = style
    }

    func receive(_ envelope: Envelope) {
        state.withLock { state in
            state.index.add(envelope)
            guard let finished = envelope.testStepFinished, let step = state.index.testSteps[finished.testStepId] else {
                return
            }
            let status = finished.testStepResult.status
            guard step.pickleStepId != nil || status.isFailure else { return }
            state.printed = true
            state.line += style.paint(String(status.progressCharacter), status)
            state.lineCount += 1
            if state.lineCount >= Self.lineWidth { writeLine(&state) }
        }
    }

    /// Writes the characters gathered so far as one line.
    private func writeLine(_ state: inout State) {
        guard state.lineCount > 0 else { return }
        do { try output.write(state.line + "\n") } catch { state.error = state.error ?? error }
        state.line = ""
        state.lineCount = 0
    }

    func finish() throws {
        try state.withLock { state in
            writeLine(&state)
            if let error = state.error { throw error }
            let summary = SummaryText(
                index: state.index, style: style, includeFailures: true, snippetWorld: snippetWorld
            ).render()
            try output.write((state.printed ? "\n" : "") + summary)
        }
        try output.close()
    }
}
