import CucumberMessages
import Requirements

/// The outcome of one programmatic run of an inner suite, with the questions the outer steps
/// ask of it answered from the public ``RunResult`` and the message stream.
struct InnerRun: Sendable {
    let result: RunResult

    /// The scenarios' names in the order their final attempts finished.
    var scenarioNames: [String] { result.scenarios.map(\.scenario.name) }

    func scenario(_ name: String) throws -> ScenarioResult {
        let matching = result.scenarios.filter { $0.scenario.name == name }
        guard let found = matching.first else {
            throw Mismatch("no scenario named '\(name)' ran; these did: \(scenarioNames)")
        }
        try expect(matching.count == 1, "\(matching.count) scenarios are named '\(name)'")
        return found
    }

    /// The `testCaseStarted` messages of the scenario's attempts, first attempt first.
    func attempts(of name: String) throws -> [TestCaseStarted] {
        let picked = try scenario(name)
        let pickleIds = Set(result.envelopes.compactMap(\.pickle).filter { $0.name == picked.scenario.name }.map(\.id))
        let caseIds = Set(result.envelopes.compactMap(\.testCase).filter { pickleIds.contains($0.pickleId) }.map(\.id))
        return result.envelopes.compactMap(\.testCaseStarted).filter { caseIds.contains($0.testCaseId) }
    }

    /// Each attempt with its status and whether it will be retried.
    func attemptOutcomes(of name: String) throws -> [(attempt: Int, status: String, willBeRetried: Bool)] {
        try attempts(of: name).map { started in
            let finished = result.envelopes.compactMap(\.testCaseFinished).first { $0.testCaseStartedId == started.id }
            let statuses = result.envelopes.compactMap(\.testStepFinished)
                .filter { $0.testCaseStartedId == started.id }.map(\.testStepResult.status)
            let worst = statuses.max { severity($0) < severity($1) } ?? .passed
            return (started.attempt, worst.rawValue.lowercased(), finished?.willBeRetried ?? false)
        }
    }

    /// The text and status of each step (not hook) of the scenario's last attempt.
    func stepStatuses(of name: String) throws -> [(text: String, status: String)] {
        guard let last = try attempts(of: name).last else { throw Mismatch("'\(name)' never started") }
        let testCase = result.envelopes.compactMap(\.testCase).first { $0.id == last.testCaseId }
        let pickle = result.envelopes.compactMap(\.pickle).first { $0.id == testCase?.pickleId }
        let texts = Dictionary(uniqueKeysWithValues: (pickle?.steps ?? []).map { ($0.id, $0.text) })
        let stepTexts = Dictionary(
            uniqueKeysWithValues: (testCase?.testSteps ?? []).compactMap { step in
                step.pickleStepId.flatMap { texts[$0] }.map { (step.id, $0) }
            })
        return result.envelopes.compactMap(\.testStepFinished)
            .filter { $0.testCaseStartedId == last.id }
            .compactMap { finished in
                stepTexts[finished.testStepId].map { ($0, finished.testStepResult.status.rawValue.lowercased()) }
            }
    }

    /// The texts attached during the scenario, every attempt, in order.
    func log(of name: String) throws -> [String] {
        let started = Set(try attempts(of: name).map(\.id))
        return attachments.filter { $0.testCaseStartedId.map(started.contains) ?? false }.map(\.body)
    }

    /// Every attachment of the run, in emission order.
    var attachments: [Attachment] { result.envelopes.compactMap(\.attachment) }

    /// The name of the hook that attached `body`, if a hook did.
    func hookName(attaching body: String) throws -> String? {
        let matching = attachments.filter { $0.body == body }
        try expect(matching.count == 1, "'\(body)' was attached \(matching.count) times, not once")
        let attachment = matching[0]
        var hookId: String?
        if let runHook = attachment.testRunHookStartedId {
            hookId = result.envelopes.compactMap(\.testRunHookStarted).first { $0.id == runHook }?.hookId
        } else if let stepId = attachment.testStepId {
            hookId = result.envelopes.compactMap(\.testCase).flatMap(\.testSteps).first { $0.id == stepId }?.hookId
        }
        guard let hookId else { return nil }
        return result.envelopes.compactMap(\.hook).first { $0.id == hookId }?.name
    }

    /// The snippets suggested for the undefined step with this text.
    func snippets(for stepText: String) -> [String] {
        let stepIds = Set(
            result.envelopes.compactMap(\.pickle).flatMap(\.steps).filter { $0.text == stepText }.map(\.id))
        return result.envelopes.compactMap(\.suggestion).filter { stepIds.contains($0.pickleStepId) }
            .flatMap(\.snippets).map(\.code)
    }

    /// The `success` of the stream's `testRunFinished`, which must agree with the result's.
    func streamSuccess() throws -> Bool {
        let finished = result.envelopes.compactMap(\.testRunFinished)
        try expect(finished.count == 1, "the message stream has \(finished.count) testRunFinished messages, not 1")
        return finished[0].success
    }

    private func severity(_ status: TestStepResultStatus) -> Int {
        let order: [TestStepResultStatus] = [.unknown, .passed, .skipped, .pending, .undefined, .ambiguous, .failed]
        return order.firstIndex(of: status) ?? 0
    }
}
