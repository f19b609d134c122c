import CucumberMessages
import VeritySynchronization

/// Prints one character per step as the steps finish (`.` passed, `F` failed, `U` undefined,
/// `P` pending, `-` skipped, `A` ambiguous, `?` unknown), then the failures and totals.
///
/// Hooks print a character only when they failed (failed, undefined, pending, ambiguous), so
/// a failing hook is visible without adding characters to a healthy run.
final class ProgressFormatter: MessageFormatter {
    private struct State {
        var index = TestRunIndex()
        var printed = false
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
            do { try output.write(style.paint(String(status.progressCharacter), status)) } catch {
                state.error = state.error ?? error
            }
        }
    }

    func finish() throws {
        try state.withLock { state in
            if let error = state.error { throw error }
            let summary = SummaryText(index: state.index, style: style, includeFailures: true, snippetWorld: snippetWorld).render()
            try output.write((state.printed ? "\n\n" : "") + summary)
        }
        try output.close()
    }
}
