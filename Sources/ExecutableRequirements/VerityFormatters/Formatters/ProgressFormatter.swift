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
///
/// During `swift test` the test framework writes its own lines to the same terminal at any
/// moment, and a character written on its own would land in the middle of one of them. So a
/// live run gives a ``lineWidth``: the characters are then written a whole line at a time, a
/// line as soon as it is full, the rest when the run ends.
final class ProgressFormatter: MessageFormatter {
    private struct State {
        var index = TestRunIndex()
        var order = CanonicalOrder<String>()
        var afterAll: [String] = []
        /// The characters of the line being filled, in line mode.
        var line: [String] = []
        var error: (any Error)?
    }

    private let output: ReportOutput
    private let theme: ConsoleTheme
    /// How many characters a line holds before it is written; `nil` writes each at once.
    private let lineWidth: Int?
    private let state = Locked(State())

    init(output: ReportOutput, theme: ConsoleTheme, lineWidth: Int? = nil) {
        self.output = output
        self.theme = theme
        self.lineWidth = lineWidth
    }

    func receive(_ envelope: Envelope) {
        state.withLock { state in
            state.index.add(envelope)
            var immediate: [String] = []
            if let testCase = envelope.testCase { state.order.declare(testCase.id) }
            if let started = envelope.testCaseStarted {
                state.order.start(started.id, testCase: started.testCaseId, attempt: started.attempt)
            }
            if let finished = envelope.testStepFinished {
                let character = theme.progress(finished.testStepResult.status)
                if !state.order.append(character, to: finished.testCaseStartedId) { immediate.append(character) }
            }
            if let finished = envelope.testCaseFinished {
                state.order.finish(finished.testCaseStartedId, willBeRetried: finished.willBeRetried)
            }
            if let finished = envelope.testRunHookFinished {
                let character = theme.progress(finished.result.status)
                let run = state.index.runHooks.first { $0.started.id == finished.testRunHookStartedId }
                if run.flatMap({ state.index.hooks[$0.started.hookId]?.type }) == .afterTestRun {
                    state.afterAll.append(character)
                } else {
                    immediate.append(character)
                }
            }
            var characters = immediate
            let runFinished = envelope.testRunFinished != nil
            if runFinished {
                characters += state.order.drainAll() + state.afterAll
                state.afterAll.removeAll()
            } else {
                characters += state.order.drain()
            }
            let text = lines(characters, runFinished: runFinished, state: &state)
            guard !text.isEmpty else { return }
            do { try output.write(text) } catch { state.error = state.error ?? error }
        }
    }

    /// What to write for `characters`: all of them at once, or in line mode the lines they
    /// fill; the end of the run ends the last line.
    private func lines(_ characters: [String], runFinished: Bool, state: inout State) -> String {
        guard let lineWidth else { return characters.joined() + (runFinished ? "\n" : "") }
        var text = ""
        for character in characters {
            state.line.append(character)
            if state.line.count >= lineWidth {
                text += state.line.joined() + "\n"
                state.line.removeAll()
            }
        }
        if runFinished, !state.line.isEmpty {
            text += state.line.joined() + "\n"
            state.line.removeAll()
        }
        return text
    }

    func finish() throws {
        try state.withLock { state in
            var rest = state.order.drainAll() + state.afterAll + state.line
            state.afterAll.removeAll()
            state.line.removeAll()
            if lineWidth != nil, !rest.isEmpty { rest.append("\n") }
            if let error = state.error { throw error }
            if !rest.isEmpty { try output.write(rest.joined()) }
        }
        try output.close()
    }
}
