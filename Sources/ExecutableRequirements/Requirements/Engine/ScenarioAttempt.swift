import CucumberExpressions
import CucumberMessages

/// One attempt of one scenario: a fresh world, then each test step in order with Cucumber's
/// rules for skipping.
struct ScenarioAttempt<World> {
    let session: RunSession<World>
    let plan: TestCasePlan<World>
    let glue: CompiledGlue<World>
    let attempt: Int
    let startedId: String
    /// The most severe status so far; steps are skipped once it is not `passed`.
    private(set) var status: StepStatus = .passed
    private(set) var problems: [StepProblem] = []
    /// Set when a body outlived its time limit and its cancellation: it may still be using the
    /// world, so no later body of this attempt runs.
    private var abandoned = false

    init(session: RunSession<World>, plan: TestCasePlan<World>, glue: CompiledGlue<World>, attempt: Int) {
        self.session = session
        self.plan = plan
        self.glue = glue
        self.attempt = attempt
        startedId = session.ids.next()
    }

    private var emitter: MessageEmitter { session.emitter }
    private var dryRun: Bool { session.configuration.dryRun }

    mutating func execute() async {
        let clock = session.clock
        emitter.emit(
            Envelope(
                testCaseStarted: TestCaseStarted(
                    attempt: attempt, id: startedId, testCaseId: plan.id, timestamp: clock.now())))
        let sink = AttachmentSink(emitter: emitter, clock: clock)
        sink.testCaseStartedId = startedId
        var context: ScenarioContext<World>?
        var worldError: (any Error)?
        // NB: a scenario for another platform runs nothing, not even its world or hooks: its
        // first step says why it is skipped, and the rest are skipped as after any skip.
        let otherPlatform = PlatformTags.reasonToSkip(plan.scenario.tags)
        var platformSkip = otherPlatform
        if otherPlatform != nil {
            status = .skipped
        } else if !dryRun {
            do {
                context = ScenarioContext(
                    world: try await session.steps.makeWorld(), scenario: plan.scenario, attempt: attempt, sink: sink)
            } catch {
                worldError = error
            }
        }
        for step in plan.steps {
            let testStepId: String
            switch step {
            case .hook(let id, _): testStepId = id
            case .pickleStep(let id, _, _, _): testStepId = id
            }
            sink.testStepId = testStepId
            let started = emitter.isActive ? clock.now() : Timestamp(seconds: 0, nanos: 0)
            emitter.emit(
                Envelope(
                    testStepStarted: TestStepStarted(
                        testCaseStartedId: startedId, testStepId: testStepId, timestamp: started)))
            let outcome: BodyOutcome
            switch step {
            case .hook(_, let hook):
                outcome = await runHook(hook, context: context, worldError: &worldError)
                record(outcome, hook: hook)
            case .pickleStep(_, let pickleStep, let matches, let position):
                if otherPlatform != nil {
                    outcome = platformSkip.map { BodyOutcome(Skipped($0)) } ?? .skipped
                    platformSkip = nil
                } else {
                    outcome = await runStep(
                        pickleStep, matches: matches, line: position?.line, context: context, worldError: &worldError)
                }
                if outcome.status == .undefined { emitSuggestion(for: pickleStep) }
                record(outcome, step: pickleStep, matches: matches, line: position?.line, column: position?.column)
            }
            let finished = emitter.isActive ? clock.now() : started
            emitter.emit(
                Envelope(
                    testStepFinished: TestStepFinished(
                        testCaseStartedId: startedId, testStepId: testStepId,
                        testStepResult: outcome.result(
                            duration: started.duration(to: finished), location: stackLocation(step)),
                        timestamp: finished)))
            status = max(status, outcome.status)
        }
    }

    /// Where a failure happened, for the stack trace: the step's `.feature` line, or the hook's definition.
    private func stackLocation(_ step: TestCasePlan<World>.Step) -> String {
        switch step {
        case .hook(_, let hook): hook.entry.location.description
        case .pickleStep(_, _, _, let position): "\(plan.scenario.uri):\(position?.line ?? plan.scenario.line)"
        }
    }

    private mutating func runHook(
        _ hook: CompiledGlue<World>.CompiledHook, context: ScenarioContext<World>?, worldError: inout (any Error)?
    ) async -> BodyOutcome {
        let isBefore = hook.entry.kind == .beforeScenario
        if dryRun || (isBefore && status != .passed) { return .skipped }
        if let error = worldError {
            worldError = nil
            return BodyOutcome(error)
        }
        guard let context, !abandoned, case .scenario(let body) = hook.entry.body else { return .skipped }
        context.step = nil
        return await run(body, limit: hook.entry.timeout, what: "hook", context: context)
    }

    /// Runs a body under its time limit; a body left running marks the attempt abandoned.
    private mutating func run(
        _ body: @escaping @Sendable (ScenarioContext<World>) async throws -> Void, limit: Duration?, what: String,
        context: ScenarioContext<World>
    ) async -> BodyOutcome {
        let handoff = BodyHandoff(context)
        let limited = await TimeLimit.run(limit ?? session.configuration.stepTimeout) {
            await BodyOutcome.of { try await body(handoff.value) }
        }
        switch limited {
        case .finished(let outcome):
            return outcome
        case .timedOut(let limit, let wasAbandoned):
            if wasAbandoned {
                abandoned = true
                context.sink.close()
            }
            return .timedOut(
                after: limit, what: what, leftBehind: wasAbandoned ? "the rest of the scenario did not run" : nil)
        }
    }

    private mutating func runStep(
        _ step: PickleStep, matches: [StepPatternIndex.Match], line: Int?, context: ScenarioContext<World>?,
        worldError: inout (any Error)?
    ) async -> BodyOutcome {
        // NB: as in Cucumber, a step that skipped the scenario hides later undefined and
        // ambiguous steps; any other failure leaves them reported. A dry run skips every step
        // without running it, and must still report the undefined and ambiguous ones.
        if status == .skipped, !dryRun { return .skipped }
        if matches.isEmpty { return .undefined }
        if matches.count > 1 { return .ambiguous }
        if dryRun || status != .passed { return .skipped }
        if let error = worldError {
            worldError = nil
            return BodyOutcome(error)
        }
        guard let context, !abandoned else { return .skipped }
        context.step = StepInfo(text: step.text, line: line ?? plan.scenario.line)
        for hook in plan.beforeStepHooks {
            guard case .scenario(let body) = hook.entry.body else { continue }
            let outcome = await run(body, limit: hook.entry.timeout, what: "hook", context: context)
            if outcome.status != .passed { return outcome }
        }
        let definition = glue.definitions[matches[0].index].entry
        let arguments = StepArguments(matched: matches[0].arguments, payload: step.argument)
        let definitionBody = definition.body
        var outcome = await run(
            { context in try await definitionBody(context, arguments) }, limit: definition.timeout, what: "step",
            context: context)
        for hook in plan.afterStepHooks where !abandoned {
            guard case .scenario(let body) = hook.entry.body else { continue }
            let hookOutcome = await run(body, limit: hook.entry.timeout, what: "hook", context: context)
            if outcome.status == .passed, hookOutcome.status != .passed { outcome = hookOutcome }
        }
        return outcome
    }

    private func emitSuggestion(for step: PickleStep) {
        guard emitter.isActive else { return }
        let snippets = session.snippets(for: step, glue: glue)
        emitter.emit(
            Envelope(
                suggestion: Suggestion(
                    id: session.ids.next(), pickleStepId: step.id,
                    snippets: snippets.map { Snippet(language: "swift", code: $0) })))
    }

    private mutating func record(_ outcome: BodyOutcome, hook: CompiledGlue<World>.CompiledHook) {
        guard outcome.status.failsRun(strict: true) else { return }
        let kind = hook.entry.kind == .beforeScenario ? "Before hook" : "After hook"
        problems.append(
            StepProblem(
                status: outcome.status, step: kind + (hook.entry.name.map { " '\($0)'" } ?? ""),
                uri: plan.scenario.uri, line: plan.scenario.line, column: plan.scenario.column,
                message: outcome.message, definitions: [hook.entry.location], snippet: nil))
    }

    private mutating func record(
        _ outcome: BodyOutcome, step: PickleStep, matches: [StepPatternIndex.Match], line: Int?, column: Int?
    ) {
        guard outcome.status.failsRun(strict: true) else { return }
        let definitions = matches.map { glue.definitions[$0.index].entry.location }
        var message = outcome.message
        if outcome.status == .ambiguous {
            message =
                "\(matches.count) step definitions match: "
                + matches.map { "'\(glue.definitions[$0.index].entry.pattern.source)'" }.joined(separator: ", ")
        }
        // NB: an outline row's failure is put at the row, which says which values failed;
        // the step's own line in the template goes with its text.
        let isRow = plan.scenario.pickle.astNodeIds.count > 1
        var text = step.text
        if isRow, let line, step.astNodeIds.count > 1 { text += " (outline step at line \(line))" }
        let rowsLine = isRow && step.astNodeIds.count > 1
        problems.append(
            StepProblem(
                status: outcome.status, step: text, uri: plan.scenario.uri,
                line: rowsLine ? plan.scenario.line : line ?? plan.scenario.line,
                column: rowsLine ? plan.scenario.column : column ?? plan.scenario.column,
                message: message, definitions: definitions,
                snippet: outcome.status == .undefined ? session.snippets(for: step, glue: glue).first : nil))
    }
}
