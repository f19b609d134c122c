import CucumberMessages

/// TeamCity service messages for a run, as cucumber/teamcity-formatter writes them: the run
/// is a suite named `Cucumber`, each feature, rule, scenario, examples and examples row a suite
/// inside it, each step (hooks included) a test.
///
/// Fed one envelope at a time, it returns the lines that can be written now, so TeamCity shows
/// the run as it goes. Test cases are written one at a time in the order of their `testCase`
/// messages (the order the runner planned them, which it sends before running any): the one
/// whose turn it is step by step as it runs, a later one once every test case before it has
/// been written. A sequential run is so written live, as upstream writes it, and a parallel
/// run, whose test cases arrive interleaved, gives the same text, later test cases waiting
/// for those planned before them. TeamCity's protocol says which test a message belongs to
/// only by its place, so interleaved test cases would mix the tree up.
///
/// ```swift
/// var report = TeamCityReport()
/// for envelope in envelopes { lines += report.receive(envelope) }
/// lines += report.finish()
/// ```
struct TeamCityReport {
    /// What a test case attempt did, kept until its turn to be written.
    private enum Event {
        case stepStarted(TestStepStarted)
        case stepFinished(TestStepFinished)
        case attachment(String)
        case suggestion(Suggestion)
    }

    private struct Attempt {
        var started: TestCaseStarted
        var events: [Event] = []
        var finished: TestCaseFinished?
        /// Whether it has been written to its end (or as far as it got, when the run ended).
        var written = false
    }

    private var lineage = TeamCityLineage()
    private var pickles: [String: Pickle] = [:]
    private var pickleSteps: [String: PickleStep] = [:]
    /// The pickle that owns each pickle step, for suggestions.
    private var pickleOfStep: [String: String] = [:]
    private var stepLines: [String: Int] = [:]
    private var hooks: [String: Hook] = [:]
    private var testCases: [String: TestCase] = [:]
    private var testSteps: [String: TestStep] = [:]
    private var testCaseOfStep: [String: String] = [:]
    private var runHookTypes: [String: HookType] = [:]

    /// Test case ids in the order they are written.
    private var order: [String] = []
    private var planned: Set<String> = []
    /// Attempt ids of each test case, in arrival order.
    private var attemptIds: [String: [String]] = [:]
    private var attempts: [String: Attempt] = [:]
    /// The attempt number last written for each test case.
    private var lastWrittenAttempt: [String: Int] = [:]
    /// The first test case in `order` not yet written to the end.
    private var cursor = 0
    /// The attempt being written as it runs: its turn has come and it has not finished.
    private var liveAttemptId: String?
    /// The attempt that last started each pickle step, which its suggestions belong to.
    private var attemptOfPickleStep: [String: String] = [:]
    /// Lines of the run itself (an after-all hook's attachments) that arrived while test cases
    /// were still waiting; written once those are.
    private var deferred: [String] = []

    private var currentSuites: [TeamCitySuite] = []
    /// The suggestions of each pickle in the order the written steps made them.
    private var suggestions: [String: [Suggestion]] = [:]
    private var lines: [String] = []

    /// The lines `envelope` lets be written now, each without its line break.
    mutating func receive(_ envelope: Envelope) -> [String] {
        index(envelope)
        if let started = envelope.testRunStarted { writeRunStarted(started) }
        if let started = envelope.testCaseStarted { add(started) }
        if let started = envelope.testStepStarted { add(.stepStarted(started), to: started.testCaseStartedId) }
        if let finished = envelope.testStepFinished { add(.stepFinished(finished), to: finished.testCaseStartedId) }
        if let suggestion = envelope.suggestion { add(suggestion) }
        if let attachment = envelope.attachment { add(attachment) }
        if let finished = envelope.testCaseFinished, attempts[finished.testCaseStartedId]?.written == false {
            attempts[finished.testCaseStartedId]?.finished = finished
            writeReadyTestCases()
        }
        if let finished = envelope.testRunFinished {
            writeWaitingTestCases()
            writeRunFinished(finished)
        }
        return takeLines()
    }

    /// The test cases still waiting when a stream ends without `testRunFinished`, so that a
    /// cut-off run still shows what ran.
    mutating func finish() -> [String] {
        writeWaitingTestCases()
        return takeLines()
    }

    private mutating func takeLines() -> [String] {
        let taken = lines
        lines.removeAll()
        return taken
    }

    // MARK: - Indexing

    private mutating func index(_ envelope: Envelope) {
        if let document = envelope.gherkinDocument {
            lineage.add(document)
            indexSteps(of: document)
        }
        if let pickle = envelope.pickle {
            pickles[pickle.id] = pickle
            for step in pickle.steps {
                pickleSteps[step.id] = step
                pickleOfStep[step.id] = pickle.id
            }
        }
        if let hook = envelope.hook { hooks[hook.id] = hook }
        if let testCase = envelope.testCase {
            testCases[testCase.id] = testCase
            for step in testCase.testSteps {
                testSteps[step.id] = step
                testCaseOfStep[step.id] = testCase.id
            }
            if planned.insert(testCase.id).inserted { order.append(testCase.id) }
        }
        if let started = envelope.testRunHookStarted, let type = hooks[started.hookId]?.type {
            runHookTypes[started.id] = type
        }
    }

    private mutating func indexSteps(of document: GherkinDocument) {
        func add(_ steps: [Step]) { for step in steps { stepLines[step.id] = step.location.line } }
        for child in document.feature?.children ?? [] {
            if let background = child.background { add(background.steps) }
            if let scenario = child.scenario { add(scenario.steps) }
            for ruleChild in child.rule?.children ?? [] {
                if let background = ruleChild.background { add(background.steps) }
                if let scenario = ruleChild.scenario { add(scenario.steps) }
            }
        }
    }

    // MARK: - Ordering

    private mutating func add(_ started: TestCaseStarted) {
        attempts[started.id] = Attempt(started: started)
        attemptIds[started.testCaseId, default: []].append(started.id)
        // NB: a test case the runner did not announce is written after the planned ones, in
        // the order it started.
        if planned.insert(started.testCaseId).inserted { order.append(started.testCaseId) }
        writeReadyTestCases()
    }

    private mutating func add(_ event: Event, to attemptId: String) {
        guard let attempt = attempts[attemptId], !attempt.written else { return }
        if case .stepStarted(let started) = event, let pickleStepId = testSteps[started.testStepId]?.pickleStepId {
            attemptOfPickleStep[pickleStepId] = attemptId
        }
        if attemptId == liveAttemptId {
            write(event, of: attempt.started)
        } else {
            attempts[attemptId]?.events.append(event)
        }
    }

    private mutating func add(_ suggestion: Suggestion) {
        if let attemptId = attemptOfPickleStep[suggestion.pickleStepId], attempts[attemptId]?.written == false {
            add(.suggestion(suggestion), to: attemptId)
        } else if let pickleId = pickleOfStep[suggestion.pickleStepId] {
            suggestions[pickleId, default: []].append(suggestion)
        }
    }

    private mutating func add(_ attachment: Attachment) {
        let text = TeamCityStepText.attachmentText(attachment)
        if let attemptId = attachment.testCaseStartedId ?? runningAttempt(of: attachment.testStepId),
            attempts[attemptId]?.written == false
        {
            add(.attachment(text), to: attemptId)
            return
        }
        let line = Self.message(text)
        let beforeAll = attachment.testRunHookStartedId.flatMap { runHookTypes[$0] } == .beforeTestRun
        // NB: a before-all hook's attachment belongs before every test case; any other one of
        // the run's (an after-all hook's) after those that arrived before it, which in a
        // parallel run may still be waiting.
        if beforeAll || !hasWaitingTestCases {
            lines.append(line)
        } else {
            deferred.append(line)
        }
    }

    /// The latest unfinished attempt of the test case that owns `testStepId`, for an
    /// attachment that names only its step.
    private func runningAttempt(of testStepId: String?) -> String? {
        guard let testStepId, let testCaseId = testCaseOfStep[testStepId] else { return nil }
        return attemptIds[testCaseId]?.last { attempts[$0]?.finished == nil }
    }

    private var hasWaitingTestCases: Bool {
        cursor < order.count || attempts.values.contains { !$0.written }
    }

    /// Writes, in order, what may be written now: the attempt whose turn it is (the next
    /// attempt of the first test case not written to the end) as far as it has run, and once
    /// it has finished the next one, and so on.
    private mutating func writeReadyTestCases() {
        while cursor < order.count {
            if liveAttemptId == nil {
                let testCaseId = order[cursor]
                let expected = lastWrittenAttempt[testCaseId].map { $0 + 1 } ?? 0
                guard let attemptId = nextAttempt(of: testCaseId), attempts[attemptId]?.started.attempt == expected
                else { return }
                startWriting(attemptId)
            }
            guard let attemptId = liveAttemptId, let attempt = attempts[attemptId], let finished = attempt.finished
            else { return }
            writeTestCaseFinished(finished)
            attempts[attemptId]?.written = true
            liveAttemptId = nil
            if !finished.willBeRetried { cursor += 1 }
        }
        if !deferred.isEmpty, !hasWaitingTestCases {
            lines += deferred
            deferred.removeAll()
        }
    }

    /// Writes every attempt not yet written, finished or not, in order.
    private mutating func writeWaitingTestCases() {
        if let attemptId = liveAttemptId {
            attempts[attemptId]?.written = true
            liveAttemptId = nil
        }
        for testCaseId in order {
            while let attemptId = nextAttempt(of: testCaseId) {
                startWriting(attemptId)
                if let finished = attempts[attemptId]?.finished { writeTestCaseFinished(finished) }
                attempts[attemptId]?.written = true
                liveAttemptId = nil
            }
        }
        cursor = order.count
        lines += deferred
        deferred.removeAll()
    }

    /// The unwritten attempt of `testCaseId` with the lowest attempt number.
    private func nextAttempt(of testCaseId: String) -> String? {
        (attemptIds[testCaseId] ?? [])
            .filter { attempts[$0]?.written == false && $0 != liveAttemptId }
            .min { (attempts[$0]?.started.attempt ?? 0) < (attempts[$1]?.started.attempt ?? 0) }
    }

    // MARK: - Writing

    /// Writes an attempt's start and what it has done so far; what it does next is written as
    /// it arrives.
    private mutating func startWriting(_ attemptId: String) {
        guard let attempt = attempts[attemptId] else { return }
        liveAttemptId = attemptId
        attempts[attemptId]?.events.removeAll()
        lastWrittenAttempt[attempt.started.testCaseId] = attempt.started.attempt
        writeTestCaseStarted(attempt.started)
        for event in attempt.events { write(event, of: attempt.started) }
    }

    private mutating func write(_ event: Event, of started: TestCaseStarted) {
        let pickle = testCases[started.testCaseId].flatMap { pickles[$0.pickleId] }
        switch event {
        case .stepStarted(let stepStarted): writeStepStarted(stepStarted, pickle: pickle)
        case .stepFinished(let stepFinished): writeStepFinished(stepFinished, pickle: pickle)
        case .attachment(let text): lines.append(Self.message(text))
        case .suggestion(let suggestion):
            if let pickleId = pickleOfStep[suggestion.pickleStepId] {
                suggestions[pickleId, default: []].append(suggestion)
            }
        }
    }

    private mutating func writeRunStarted(_ started: TestRunStarted) {
        let timestamp = TeamCityTimestamp.format(started.timestamp)
        emit("enteredTheMatrix", ("timestamp", timestamp))
        emit("testSuiteStarted", ("timestamp", timestamp), ("name", "Cucumber"))
        emit("customProgressStatus", ("testsCategory", "Scenarios"), ("count", "0"), ("timestamp", timestamp))
    }

    private mutating func writeRunFinished(_ finished: TestRunFinished) {
        let timestamp = TeamCityTimestamp.format(finished.timestamp)
        emit("customProgressStatus", ("testsCategory", ""), ("count", "0"), ("timestamp", timestamp))
        for suite in currentSuites.reversed() { writeSuiteFinished(suite, timestamp: timestamp) }
        currentSuites = []
        if let exception = finished.exception {
            // NB: TeamCity has no place for a run's own failure (a before-all or after-all
            // hook's), so it is shown as a test of its own.
            let name = "Before All/After All"
            emit("testStarted", ("timestamp", timestamp), ("name", name))
            emit(
                "testFailed", ("timestamp", timestamp), ("message", "Before All/After All failed"),
                ("details", exception.stackTrace ?? ""), ("name", name))
            emit("testFinished", ("timestamp", timestamp), ("name", name))
        }
        emit("testSuiteFinished", ("timestamp", timestamp), ("name", "Cucumber"))
    }

    /// Closes the suites the previous test case was in and this one is not, opens those it is
    /// in and the previous one was not.
    private mutating func writeTestCaseStarted(_ started: TestCaseStarted) {
        let pickle = testCases[started.testCaseId].flatMap { pickles[$0.pickleId] }
        guard let pickle, let suites = lineage.suites(of: pickle) else { return }
        let timestamp = TeamCityTimestamp.format(started.timestamp)
        let shared = zip(currentSuites, suites).prefix { $0 == $1 }.count
        for suite in currentSuites[shared...].reversed() { writeSuiteFinished(suite, timestamp: timestamp) }
        for suite in suites[shared...] {
            emit(
                "testSuiteStarted", ("timestamp", timestamp), ("locationHint", suite.locationHint),
                ("name", suite.name))
        }
        currentSuites = suites
        emit("customProgressStatus", ("type", "testStarted"), ("timestamp", timestamp))
    }

    /// Closes the test case's innermost suite (its scenario or row), so that a retry opens it
    /// again.
    private mutating func writeTestCaseFinished(_ finished: TestCaseFinished) {
        let timestamp = TeamCityTimestamp.format(finished.timestamp)
        emit("customProgressStatus", ("type", "testFinished"), ("timestamp", timestamp))
        if let suite = currentSuites.popLast() { writeSuiteFinished(suite, timestamp: timestamp) }
    }

    private mutating func writeSuiteFinished(_ suite: TeamCitySuite, timestamp: String) {
        emit("testSuiteFinished", ("timestamp", timestamp), ("name", suite.name))
    }

    private mutating func writeStepStarted(_ started: TestStepStarted, pickle: Pickle?) {
        guard let testStep = testSteps[started.testStepId] else { return }
        emit(
            "testStarted", ("timestamp", TeamCityTimestamp.format(started.timestamp)),
            ("locationHint", locationHint(of: testStep, in: pickle)), ("captureStandardOutput", "true"),
            ("name", name(of: testStep)))
    }

    private mutating func writeStepFinished(_ finished: TestStepFinished, pickle: Pickle?) {
        guard let testStep = testSteps[finished.testStepId] else { return }
        let timestamp = TeamCityTimestamp.format(finished.timestamp)
        let result = finished.testStepResult
        let duration = String(result.duration.seconds * 1000 + result.duration.nanos / 1_000_000)
        let name = name(of: testStep)
        let exception = result.exception
        switch result.status {
        case .skipped:
            emit(
                "testIgnored", ("timestamp", timestamp), ("duration", duration),
                ("message", exception?.message ?? "Step skipped"), ("name", name))
        case .pending:
            failed(timestamp, duration, "Step pending", details: exception?.message ?? "", name: name)
        case .undefined:
            let suggested = pickle.flatMap { suggestions[$0.id] } ?? []
            failed(timestamp, duration, "Step undefined", details: TeamCityStepText.snippets(suggested), name: name)
        case .ambiguous, .failed:
            let details = exception?.stackTrace ?? ""
            if let comparison = exception?.message.flatMap(TeamCityComparison.init(message:)) {
                emit(
                    "testFailed", ("timestamp", timestamp), ("duration", duration), ("message", "Step failed"),
                    ("details", details), ("expected", comparison.expected), ("actual", comparison.actual),
                    ("name", name))
            } else {
                failed(timestamp, duration, "Step failed", details: details, name: name)
            }
        default:
            break
        }
        emit("testFinished", ("timestamp", timestamp), ("duration", duration), ("name", name))
    }

    private mutating func failed(
        _ timestamp: String, _ duration: String, _ message: String, details: String, name: String
    ) {
        emit(
            "testFailed", ("timestamp", timestamp), ("duration", duration), ("message", message),
            ("details", details), ("name", name))
    }

    /// A step's name: its text, or the hook's name.
    private func name(of testStep: TestStep) -> String {
        if let pickleStepId = testStep.pickleStepId, let step = pickleSteps[pickleStepId] { return step.text }
        if let hookId = testStep.hookId, let hook = hooks[hookId] { return TeamCityStepText.hookName(hook) }
        return "Unknown step"
    }

    /// `uri:line` of a Gherkin step, a Java hook's method, or empty.
    private func locationHint(of testStep: TestStep, in pickle: Pickle?) -> String {
        if let pickle, let pickleStepId = testStep.pickleStepId,
            let stepId = pickleSteps[pickleStepId]?.astNodeIds.first, let line = stepLines[stepId]
        {
            return "\(pickle.uri):\(line)"
        }
        if let hookId = testStep.hookId, let hook = hooks[hookId] {
            return TeamCityStepText.hookLocation(hook.sourceReference) ?? ""
        }
        return ""
    }

    private mutating func emit(_ name: String, _ attributes: (key: String, value: String)...) {
        lines.append(TeamCityServiceMessage(name, attributes).line)
    }

    /// A `message` line, laid out tight as upstream writes it.
    private static func message(_ text: String) -> String {
        TeamCityServiceMessage("message", [("text", text), ("status", "NORMAL")], spacedEquals: false).line
    }
}
