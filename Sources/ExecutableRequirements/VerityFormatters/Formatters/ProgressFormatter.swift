import CucumberMessages
import VeritySynchronization

/// Prints one character per step and hook as it finishes (`.` passed, `F` failed, `U`
/// undefined, `P` pending, `-` skipped, `A` ambiguous), then a line break when the run ends, as
/// the official Cucumber progress formatter does. No summary: the summary report adds it.
///
/// NB: a parallel run finishes steps in any order; the characters are written in the order the
/// run declared its test cases (see ``CanonicalOrder``), so the line is the same however the
/// run interleaved them, and a run that executes one test case at a time still shows each
/// character as it happens. BeforeAll hooks print at once, AfterAll hooks after every test case.
final class ProgressFormatter: MessageFormatter {
    private struct State {
        var index = TestRunIndex()
        var order = CanonicalOrder<String>()
        var afterAll = ""
        var error: (any Error)?
    }

    private let output: ReportOutput
    private let theme: ConsoleTheme
    private let state = Locked(State())

    init(output: ReportOutput, theme: ConsoleTheme) {
        self.output = output
        self.theme = theme
    }

    func receive(_ envelope: Envelope) {
        state.withLock { state in
            state.index.add(envelope)
            var immediate = ""
            if let testCase = envelope.testCase { state.order.declare(testCase.id) }
            if let started = envelope.testCaseStarted {
                state.order.start(started.id, testCase: started.testCaseId, attempt: started.attempt)
            }
            if let finished = envelope.testStepFinished {
                let character = theme.progress(finished.testStepResult.status)
                if !state.order.append(character, to: finished.testCaseStartedId) { immediate += character }
            }
            if let finished = envelope.testCaseFinished {
                state.order.finish(finished.testCaseStartedId, willBeRetried: finished.willBeRetried)
            }
            if let finished = envelope.testRunHookFinished {
                let character = theme.progress(finished.result.status)
                let run = state.index.runHooks.first { $0.started.id == finished.testRunHookStartedId }
                if run.flatMap({ state.index.hooks[$0.started.hookId]?.type }) == .afterTestRun {
                    state.afterAll += character
                } else {
                    immediate += character
                }
            }
            var text = immediate
            if envelope.testRunFinished != nil {
                text += state.order.drainAll().joined() + state.afterAll + "\n"
                state.afterAll = ""
            } else {
                text += state.order.drain().joined()
            }
            guard !text.isEmpty else { return }
            do { try output.write(text) } catch { state.error = state.error ?? error }
        }
    }

    func finish() throws {
        try state.withLock { state in
            let rest = state.order.drainAll().joined() + state.afterAll
            state.afterAll = ""
            if let error = state.error { throw error }
            if !rest.isEmpty { try output.write(rest) }
        }
        try output.close()
    }
}
