import CucumberMessages

extension TestRunIndex {
    /// Every attempt that can be reported, in the order the attempts started.
    var scenarioReports: [ScenarioReport] {
        attempts.compactMap(report(for:))
    }

    /// The attempts that decide each scenario's outcome: the last attempt of each test case.
    var finalScenarioReports: [ScenarioReport] {
        scenarioReports.filter { !$0.willBeRetried }
    }

    /// Joins one attempt with its pickle, Gherkin nodes and definitions; `nil` when the stream
    /// lacks the test case or pickle it refers to.
    func report(for attempt: TestCaseAttempt) -> ScenarioReport? {
        guard let testCase = testCases[attempt.started.testCaseId], let pickle = pickles[testCase.pickleId] else {
            return nil
        }
        let place = gherkin.place(of: pickle)
        let steps = stepReports(testCase, attempt)
        let seconds = attempt.finished.map { Self.seconds(from: attempt.started.timestamp, to: $0.timestamp) } ?? 0
        return ScenarioReport(
            testCaseStartedId: attempt.started.id,
            pickleId: pickle.id,
            uri: pickle.uri,
            featureKeyword: place?.feature.keyword ?? "Feature",
            featureName: place?.feature.name ?? "",
            ruleKeyword: place?.rule?.keyword,
            ruleName: place?.rule?.name,
            keyword: place?.scenario.keyword ?? "Scenario",
            name: pickle.name,
            line: pickle.location?.line ?? place?.scenario.location.line ?? 0,
            isExampleRow: pickle.astNodeIds.count > 1,
            tags: pickle.tags.map(\.name),
            attempt: attempt.started.attempt,
            willBeRetried: attempt.finished?.willBeRetried ?? false,
            isFinished: attempt.finished != nil,
            status: TestStepResultStatus.worst(of: steps.map(\.status)),
            seconds: seconds,
            steps: steps)
    }

    private func stepReports(_ testCase: TestCase, _ attempt: TestCaseAttempt) -> [StepReport] {
        var seenPickleStep = false
        return testCase.testSteps.map { testStep in
            let result = attempt.results[testStep.id]
            var report = StepReport(
                kind: .step, keyword: "", text: "", argument: nil, line: nil,
                status: result?.status ?? .unknown,
                seconds: result.map { Self.seconds($0.duration) } ?? 0,
                message: result?.message ?? result?.exception?.message,
                definitionLocations: [], snippets: [],
                attachments: attempt.attachments[testStep.id] ?? [],
                links: attempt.externalAttachments[testStep.id] ?? [])
            if let pickleStepId = testStep.pickleStepId, let pickleStep = pickleSteps[pickleStepId] {
                seenPickleStep = true
                let gherkinStep = gherkin.step(of: pickleStep)
                report.keyword = gherkinStep?.keyword ?? ""
                report.text = pickleStep.text
                report.argument = pickleStep.argument
                report.line = gherkinStep?.location.line
                report.definitionIds = testStep.stepDefinitionIds ?? []
                report.definitionLocations = (testStep.stepDefinitionIds ?? []).compactMap {
                    stepDefinitions[$0].flatMap { Self.location(of: $0.sourceReference) }
                }
                report.snippets = (suggestions[pickleStepId] ?? []).flatMap { $0.snippets.map(\.code) }
            } else if let hookId = testStep.hookId {
                let hook = hooks[hookId]
                report.kind = Self.isAfter(hook, seenPickleStep: seenPickleStep) ? .afterHook : .beforeHook
                report.keyword = report.kind == .afterHook ? "After" : "Before"
                report.text = hook?.name ?? ""
                report.definitionLocations = hook.flatMap { Self.location(of: $0.sourceReference) }.map { [$0] } ?? []
            }
            return report
        }
    }

    private static func isAfter(_ hook: Hook?, seenPickleStep: Bool) -> Bool {
        switch hook?.type {
        case .afterTestCase, .afterTestStep, .afterTestRun: true
        case .beforeTestCase, .beforeTestStep, .beforeTestRun: false
        case nil: seenPickleStep
        }
    }

    /// `uri:line` of a source reference, or just the uri, or `nil` when it has neither.
    static func location(of reference: SourceReference) -> String? {
        switch (reference.uri, reference.location?.line) {
        case (let uri?, let line?): "\(uri):\(line)"
        case (let uri?, nil): uri
        case (nil, _): nil
        }
    }

    static func seconds(_ duration: MessageDuration) -> Double {
        Double(duration.seconds) + Double(duration.nanos) / 1_000_000_000
    }

    static func seconds(from start: Timestamp, to end: Timestamp) -> Double {
        Double(end.seconds - start.seconds) + Double(end.nanos - start.nanos) / 1_000_000_000
    }
}
