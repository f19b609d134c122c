import CucumberMessages
import Gherkin

@testable import VerityFormatters

/// A run of some feature files, its scenarios finishing in an order the test chooses, as a
/// parallel run would schedule them: the messages a runner writes, with one passing test step
/// per Gherkin step.
struct ScheduledRun {
    /// The messages up to the test cases: sources, documents, pickles, test cases.
    private(set) var envelopes: [Envelope] = []
    /// Every pickle, by `uri:line` of the scenario or examples row.
    private(set) var pickles: [String: Pickle] = [:]
    private var clock = 0

    /// Parses each `(uri, text)` and declares one test case per pickle, in file order as a
    /// runner declares its plan.
    init(_ files: [(uri: String, text: String)]) {
        var declared: [Pickle] = []
        envelopes.append(
            Envelope(testRunStarted: TestRunStarted(timestamp: Timestamp(seconds: 0, nanos: 0), id: "run")))
        for file in files {
            // NB: random ids, so that two files' documents never share one.
            let options = GherkinOptions(includeSource: true, predictableIds: false)
            for envelope in GherkinParser().envelopes(for: Array(file.text.utf8), uri: file.uri, options: options) {
                if let pickle = envelope.pickle {
                    pickles["\(file.uri):\(pickle.location?.line ?? 0)"] = pickle
                    declared.append(pickle)
                }
                envelopes.append(envelope)
            }
        }
        for pickle in declared {
            let steps = pickle.steps.map { TestStep(id: "step-\($0.id)", pickleStepId: $0.id, stepDefinitionIds: []) }
            envelopes.append(
                Envelope(testCase: TestCase(id: "case-\(pickle.id)", pickleId: pickle.id, testSteps: steps)))
        }
    }

    /// The messages of one attempt of the scenario at `location` (`uri:line`), all steps passed.
    mutating func finish(_ location: String, attempt: Int = 0, willBeRetried: Bool = false) -> [Envelope] {
        guard let pickle = pickles[location] else { return [] }
        clock += 1
        let started = "started-\(location)-\(attempt)"
        let now = Timestamp(seconds: clock, nanos: 0)
        var result = [
            Envelope(
                testCaseStarted: TestCaseStarted(
                    attempt: attempt, id: started, testCaseId: "case-\(pickle.id)", timestamp: now))
        ]
        for step in pickle.steps {
            result.append(
                Envelope(
                    testStepFinished: TestStepFinished(
                        testCaseStartedId: started, testStepId: "step-\(step.id)",
                        testStepResult: TestStepResult(
                            duration: MessageDuration(seconds: 0, nanos: 0), status: .passed),
                        timestamp: now)))
        }
        result.append(
            Envelope(
                testCaseFinished: TestCaseFinished(
                    testCaseStartedId: started, timestamp: now, willBeRetried: willBeRetried)))
        return result
    }

    /// The last message of a run.
    func end() -> Envelope {
        Envelope(
            testRunFinished: TestRunFinished(
                success: true, timestamp: Timestamp(seconds: clock + 1, nanos: 0), testRunStartedId: "run"))
    }
}
