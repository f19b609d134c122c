/// What a scenario attempt runs inside: a closure given the scenario and a `run` that runs the
/// attempt (its world, hooks and steps), registered with ``Steps/around(_:)``.
///
/// NB: `run` is not escaping and not `Sendable`: it is the attempt itself, which only the
/// scope's own call may run, and only while the scope is running.
typealias ScenarioScope = @Sendable (ScenarioCase, _ run: () async -> Void) async -> Void

extension Steps {
    /// Runs every attempt of every scenario inside `body`, which must call `run` once: for
    /// what a scenario's whole run needs around it, such as task-local values that its world,
    /// hooks, steps and every task they start should see.
    ///
    /// Scopes nest in registration order, the first outermost. Should `body` return without
    /// calling `run`, the attempt runs after it anyway, outside the scope; a second call of
    /// `run` does nothing.
    ///
    /// ```swift
    /// steps.around { scenario, run in
    ///     await Tracing.$label.withValue(scenario.name) { await run() }
    /// }
    /// ```
    public mutating func around(_ body: @escaping @Sendable (ScenarioCase, _ run: () async -> Void) async -> Void) {
        scopes.append(body)
    }

    /// Runs `attempt` inside the scopes from `index` on, each at most once.
    func runInScopes(from index: Int = 0, scenario: ScenarioCase, _ attempt: () async -> Void) async {
        guard index < scopes.count else {
            await attempt()
            return
        }
        var ran = false
        await scopes[index](scenario) {
            guard !ran else { return }
            ran = true
            await runInScopes(from: index + 1, scenario: scenario, attempt)
        }
        if !ran {
            await runInScopes(from: index + 1, scenario: scenario, attempt)
        }
    }
}
