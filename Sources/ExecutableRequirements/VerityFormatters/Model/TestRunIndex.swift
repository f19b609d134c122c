import CucumberMessages

/// Everything the reports need from a run, indexed as the messages arrive: test cases point at
/// pickles, pickles at Gherkin nodes, test steps at step definitions or hooks, and each attempt
/// collects its results and attachments.
///
/// NB: only ids the stream defines are looked up; a message referring to an unknown id is kept
/// out of the index rather than trapping, so a truncated stream (a crashed run) still renders.
package struct TestRunIndex {
    private(set) var meta: Meta?
    private(set) var sources: [String: MessageSource] = [:]
    private(set) var gherkin = GherkinLookup()
    /// The Gherkin documents in the order they arrived, for reports that show whole features.
    private(set) var documents: [GherkinDocument] = []
    private(set) var pickles: [String: Pickle] = [:]
    private(set) var pickleSteps: [String: PickleStep] = [:]
    private(set) var stepDefinitions: [String: StepDefinition] = [:]
    private(set) var hooks: [String: Hook] = [:]
    private(set) var testCases: [String: TestCase] = [:]
    /// Test steps by id, with the id of their test case.
    private(set) var testSteps: [String: TestStep] = [:]
    private(set) var suggestions: [String: [Suggestion]] = [:]
    private(set) var parseErrors: [ParseError] = []
    private(set) var undefinedParameterTypes: [UndefinedParameterType] = []
    private(set) var testRunStarted: TestRunStarted?
    private(set) var testRunFinished: TestRunFinished?
    /// Attempts in the order they started.
    private(set) var attempts: [TestCaseAttempt] = []
    private var attemptPositions: [String: Int] = [:]
    /// BeforeAll/AfterAll hook executions in the order they started.
    private(set) var runHooks: [TestRunHookAttempt] = []
    private var runHookPositions: [String: Int] = [:]

    /// Adds one message.
    /// An index of no message yet.
    package init() {}

    /// Indexes `envelope`, the run's next message.
    package mutating func add(_ envelope: Envelope) {
        if let meta = envelope.meta { self.meta = meta }
        if let source = envelope.source { sources[source.uri] = source }
        if let document = envelope.gherkinDocument {
            gherkin.add(document)
            documents.append(document)
        }
        if let pickle = envelope.pickle {
            pickles[pickle.id] = pickle
            for step in pickle.steps { pickleSteps[step.id] = step }
        }
        if let definition = envelope.stepDefinition { stepDefinitions[definition.id] = definition }
        if let hook = envelope.hook { hooks[hook.id] = hook }
        if let error = envelope.parseError { parseErrors.append(error) }
        if let undefined = envelope.undefinedParameterType { undefinedParameterTypes.append(undefined) }
        if let suggestion = envelope.suggestion { suggestions[suggestion.pickleStepId, default: []].append(suggestion) }
        if let started = envelope.testRunStarted { testRunStarted = started }
        if let finished = envelope.testRunFinished { testRunFinished = finished }
        if let testCase = envelope.testCase {
            testCases[testCase.id] = testCase
            for step in testCase.testSteps { testSteps[step.id] = step }
        }
        addExecution(envelope)
    }

    private mutating func addExecution(_ envelope: Envelope) {
        if let started = envelope.testCaseStarted {
            attemptPositions[started.id] = attempts.count
            attempts.append(TestCaseAttempt(started: started))
        }
        if let finished = envelope.testStepFinished, let position = attemptPositions[finished.testCaseStartedId] {
            attempts[position].results[finished.testStepId] = finished.testStepResult
        }
        if let finished = envelope.testCaseFinished, let position = attemptPositions[finished.testCaseStartedId] {
            attempts[position].finished = finished
        }
        if let started = envelope.testRunHookStarted {
            runHookPositions[started.id] = runHooks.count
            runHooks.append(TestRunHookAttempt(started: started))
        }
        if let finished = envelope.testRunHookFinished, let position = runHookPositions[finished.testRunHookStartedId] {
            runHooks[position].finished = finished
        }
        if let attachment = envelope.attachment { add(attachment) }
        if let external = envelope.externalAttachment,
            let started = external.testCaseStartedId, let position = attemptPositions[started]
        {
            attempts[position].externalAttachments[external.testStepId ?? "", default: []].append(external)
        }
    }

    private mutating func add(_ attachment: Attachment) {
        if let started = attachment.testCaseStartedId, let position = attemptPositions[started] {
            attempts[position].attachments[attachment.testStepId ?? "", default: []].append(attachment)
        } else if let hookStarted = attachment.testRunHookStartedId, let position = runHookPositions[hookStarted] {
            runHooks[position].attachments.append(attachment)
        }
    }

    /// The attempt a `testCaseStarted` id names.
    func attempt(withId id: String) -> TestCaseAttempt? {
        attemptPositions[id].map { attempts[$0] }
    }
}
