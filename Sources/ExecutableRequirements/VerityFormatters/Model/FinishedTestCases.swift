import CucumberMessages

/// The part of a run that Cucumber's own XML formatters (JUnit, TestNG) report, read as
/// cucumber/query reads it: the final attempt of each test case (those not to be retried),
/// ordered by their pickle's URI and location, so that the report is the same whatever order a
/// parallel run finished them in.
struct FinishedTestCases {
    /// One test case's final attempt.
    struct Case {
        var started: TestCaseStarted
        var finished: TestCaseFinished?
        var pickle: Pickle
        var lineage: GherkinLineage?
        /// The Gherkin steps that have a result, in the test case's order: keyword and text,
        /// and the status.
        var steps: [(text: String, status: TestStepResultStatus)]
        /// The most severe result of any step or hook, the first of equals; `nil` when none finished.
        var mostSevere: TestStepResult?
        /// The most severe result of each earlier attempt (one that was retried), oldest first.
        var earlierAttempts: [TestStepResult] = []

        /// From started to finished, in whole milliseconds (0 while unfinished).
        var milliseconds: Int {
            finished.map { ReportTime.milliseconds(from: started.timestamp, to: $0.timestamp) } ?? 0
        }

        /// The outcome the report gives it: a test case with no step passes.
        var status: TestStepResultStatus { mostSevere?.status ?? .passed }
    }

    private(set) var cases: [Case] = []
    /// From testRunStarted to testRunFinished, in whole milliseconds (0 without both).
    private(set) var runMilliseconds = 0
    private(set) var runStarted: Timestamp?
    /// How many cases have each most severe status; cases with no finished step count nowhere.
    private(set) var counts: [TestStepResultStatus: Int] = [:]

    /// Cases whose most severe status is neither passed nor skipped.
    var failures: Int { counts.filter { $0.key != .passed && $0.key != .skipped }.values.reduce(0, +) }

    init(_ index: TestRunIndex) {
        runStarted = index.testRunStarted?.timestamp
        if let started = index.testRunStarted, let finished = index.testRunFinished {
            runMilliseconds = ReportTime.milliseconds(from: started.timestamp, to: finished.timestamp)
        }
        let lineages = GherkinLineage.all(in: index.documents)
        var retried: [String: [(attempt: Int, result: TestStepResult)]] = [:]
        for attempt in index.attempts where attempt.finished?.willBeRetried == true {
            // NB: in the test case's step order, so that the first of equally severe results wins.
            let steps = index.testCases[attempt.started.testCaseId]?.testSteps ?? []
            let worst = steps.compactMap { attempt.results[$0.id] }.max { $0.status < $1.status }
            if let worst { retried[attempt.started.testCaseId, default: []].append((attempt.started.attempt, worst)) }
        }
        for attempt in index.attempts where attempt.finished?.willBeRetried != true {
            guard let testCase = index.testCases[attempt.started.testCaseId],
                let pickle = index.pickles[testCase.pickleId]
            else { continue }
            var steps: [(text: String, status: TestStepResultStatus)] = []
            var mostSevere: TestStepResult?
            for testStep in testCase.testSteps {
                guard let result = attempt.results[testStep.id] else { continue }
                if mostSevere.map({ result.status > $0.status }) ?? true { mostSevere = result }
                if let pickleStepId = testStep.pickleStepId {
                    let pickleStep = index.pickleSteps[pickleStepId]
                    let keyword = pickleStep.flatMap(index.gherkin.step(of:))?.keyword ?? ""
                    steps.append((keyword + (pickleStep?.text ?? ""), result.status))
                }
            }
            let lineage = pickle.astNodeIds.last.flatMap { lineages[$0] }
            cases.append(
                Case(
                    started: attempt.started, finished: attempt.finished, pickle: pickle, lineage: lineage,
                    steps: steps, mostSevere: mostSevere,
                    earlierAttempts: (retried[attempt.started.testCaseId] ?? []).sorted { $0.attempt < $1.attempt }
                        .map(\.result)))
            if let status = mostSevere?.status { counts[status, default: 0] += 1 }
        }
        cases.sort(by: Self.precedes)
    }

    /// URI (compared as Java compares strings, by UTF-16 unit), then line and column; equal
    /// places fall back to the start time and id, never to the order of arrival.
    private static func precedes(_ a: Case, _ b: Case) -> Bool {
        if a.pickle.uri != b.pickle.uri { return a.pickle.uri.utf16.lexicographicallyPrecedes(b.pickle.uri.utf16) }
        let left = [a.pickle.location?.line ?? -1, a.pickle.location?.column ?? -1]
        let right = [b.pickle.location?.line ?? -1, b.pickle.location?.column ?? -1]
        if left != right { return left.lexicographicallyPrecedes(right) }
        let leftTime = [a.started.timestamp.seconds, a.started.timestamp.nanos]
        let rightTime = [b.started.timestamp.seconds, b.started.timestamp.nanos]
        if leftTime != rightTime { return leftTime.lexicographicallyPrecedes(rightTime) }
        return a.started.id < b.started.id
    }
}
