import CucumberMessages

/// A message stream that ends without `testRunFinished`: the process that wrote it stopped
/// (a crash, a force unwrap in a step, a kill) while the run went on.
///
/// Rebuilding reports from such a stream must not show a clean run. This closes it the way
/// the run would have been seen to end: the step that was running failed with a message
/// saying the run was cut off there, each scenario that was running finished, and the run
/// finished unsuccessfully, so every report shows where it stopped.
struct CutOffRun {
    /// Each scenario that was running, with the step it was in (if any), for the warning.
    let running: [(scenario: String, step: String?)]
    /// The messages that close the stream.
    let closing: [Envelope]

    /// `nil` when the stream has its `testRunFinished`, or never started a run.
    init?(_ envelopes: [Envelope]) {
        var runStartedId: String?
        var pickles: [String: Pickle] = [:]
        var testCases: [String: TestCase] = [:]
        var openCases: [String: String] = [:]  // testCaseStarted id → testCase id
        var caseOrder: [String] = []
        var openSteps: [String: String] = [:]  // testCaseStarted id → testStep id
        var last = Timestamp(seconds: 0, nanos: 0)
        for envelope in envelopes {
            if envelope.testRunFinished != nil { return nil }
            if let started = envelope.testRunStarted {
                runStartedId = started.id
                last = started.timestamp
            }
            if let pickle = envelope.pickle { pickles[pickle.id] = pickle }
            if let testCase = envelope.testCase { testCases[testCase.id] = testCase }
            if let started = envelope.testCaseStarted {
                openCases[started.id] = started.testCaseId
                caseOrder.append(started.id)
                last = started.timestamp
            }
            if let finished = envelope.testCaseFinished {
                openCases[finished.testCaseStartedId] = nil
                openSteps[finished.testCaseStartedId] = nil
                last = finished.timestamp
            }
            if let started = envelope.testStepStarted {
                openSteps[started.testCaseStartedId] = started.testStepId
                last = started.timestamp
            }
            if let finished = envelope.testStepFinished {
                openSteps[finished.testCaseStartedId] = nil
                last = finished.timestamp
            }
        }
        guard runStartedId != nil || !caseOrder.isEmpty else { return nil }
        var running: [(scenario: String, step: String?)] = []
        var closing: [Envelope] = []
        for startedId in caseOrder {
            guard let testCaseId = openCases[startedId] else { continue }
            let testCase = testCases[testCaseId]
            let pickle = testCase.flatMap { pickles[$0.pickleId] }
            let scenario = pickle.map { "'\($0.name)' (\($0.uri))" } ?? "test case \(testCaseId)"
            var stepText: String?
            if let stepId = openSteps[startedId] {
                let step = testCase?.testSteps.first { $0.id == stepId }
                let pickleStep = step?.pickleStepId.flatMap { id in pickle?.steps.first { $0.id == id } }
                stepText = pickleStep.map { "'\($0.text)'" } ?? (step?.hookId != nil ? "a hook" : "step \(stepId)")
                let message = "the run was cut off here: the process ended while this step ran (no testRunFinished)"
                closing.append(
                    Envelope(
                        testStepFinished: TestStepFinished(
                            testCaseStartedId: startedId, testStepId: stepId,
                            testStepResult: TestStepResult(
                                duration: MessageDuration(seconds: 0, nanos: 0), message: message, status: .failed,
                                exception: MessageException(type: "RunCutOff", message: message)),
                            timestamp: last)))
            }
            running.append((scenario, stepText))
            closing.append(
                Envelope(
                    testCaseFinished: TestCaseFinished(
                        testCaseStartedId: startedId, timestamp: last, willBeRetried: false)))
        }
        let summary =
            running.isEmpty
            ? "the run was cut off between scenarios (no testRunFinished)"
            : "the run was cut off (no testRunFinished) while running "
                + running.map { $0.scenario + ($0.step.map { ", step \($0)" } ?? "") }.joined(separator: "; ")
        closing.append(
            Envelope(
                testRunFinished: TestRunFinished(
                    message: summary, success: false, timestamp: last,
                    exception: MessageException(type: "RunCutOff", message: summary), testRunStartedId: runStartedId)))
        self.running = running
        self.closing = closing
        self.summary = summary
    }

    /// One sentence naming what was running when the stream ended.
    let summary: String
}
