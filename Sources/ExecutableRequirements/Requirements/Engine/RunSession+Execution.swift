import CucumberMessages

/// What running one scenario through a session gave.
struct ScenarioOutcome: Sendable {
    /// The final attempt, or `nil` when the scenario could not run.
    let result: ScenarioResult?
    /// Why the scenario could not run (the run stopped, a before-all hook failed), or problems
    /// of the run as a whole.
    let runProblems: [String]
}

extension RunSession {
    /// Runs one scenario (with its retries) and ends the run when it was the last one.
    func run(_ scenario: ScenarioCase) async -> ScenarioOutcome {
        let mayRun = await start()
        let outcome = await runStarted(scenario, mayRun: mayRun)
        let isLast = withState { state in
            state.remaining -= 1
            return state.remaining == 0
        }
        if isLast { await finish() }
        return outcome
    }

    private func runStarted(_ scenario: ScenarioCase, mayRun: Bool) async -> ScenarioOutcome {
        guard mayRun, let glue, scenario.position < plans.count, plans[scenario.position].scenario == scenario else {
            // NB: a run that cannot start (a bad VERITY_* value, say) is one error, told by the
            // first scenario asked to run (one test per scenario, as the plugin generates,
            // would otherwise repeat it in every test); a failed before-all hook fails them all.
            let tell = !cannotStart || claimTellingWhyItCannotStart()
            return ScenarioOutcome(result: nil, runProblems: tell ? withState { $0.runProblems } : [])
        }
        let plan = plans[scenario.position]
        if withState({ $0.stopScheduling }) {
            return ScenarioOutcome(result: nil, runProblems: [])
        }
        // NB: a scenario takes its resources' gates in one order (sorted by tag, each once, as a
        // tag may be both inherited and its own), so two scenarios that share several resources
        // can never each hold one the other waits for.
        let gates = Set(plan.scenario.tags.filter { $0.hasPrefix(Self.exclusivePrefix) }).sorted()
            .compactMap { exclusiveGates[$0] }
        await serialGate?.enter()
        for gate in gates { await gate.enter() }
        let result = await execute(plan, glue: glue)
        for gate in gates.reversed() { gate.leave() }
        serialGate?.leave()
        withState { state in
            state.results.append(result)
            if configuration.failFast, result.status.failsRun(strict: configuration.strict) {
                state.stopScheduling = true
            }
        }
        return ScenarioOutcome(result: result, runProblems: [])
    }

    /// Runs every attempt of a test case.
    func execute(_ plan: TestCasePlan<World>, glue: CompiledGlue<World>) async -> ScenarioResult {
        var attempt = 0
        while true {
            var run = ScenarioAttempt(session: self, plan: plan, glue: glue, attempt: attempt)
            await steps.runInScopes(scenario: plan.scenario) { await run.execute() }
            let willRetry =
                run.status == .failed && attempt < configuration.retry
                && retryTags?.evaluate(plan.scenario.tags) ?? true
            emitter.emit(
                Envelope(
                    testCaseFinished: TestCaseFinished(
                        testCaseStartedId: run.startedId, timestamp: clock.now(), willBeRetried: willRetry)))
            if !willRetry {
                return ScenarioResult(
                    scenario: plan.scenario, status: run.status, attempts: attempt + 1, problems: run.problems)
            }
            attempt += 1
        }
    }
}
