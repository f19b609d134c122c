import VeritySynchronization

/// Scenarios started ahead of the XCTest methods that report them, so that the tests of a
/// feature run in parallel although XCTest calls its methods one at a time.
final class PrefetchedScenarios: Sendable {
    private struct State {
        var outcomes: [Int: ScenarioOutcome] = [:]
        var waiters: [Int: CheckedContinuation<ScenarioOutcome, Never>] = [:]
        var pending: Set<Int> = []
    }

    private let state = Locked(State())

    /// Starts `scenarios` (of one run, in the order their tests will ask for them), at most
    /// `width` at a time; each scenario already started is left alone.
    func start(_ scenarios: [ScenarioCase], width: Int) {
        let fresh = state.withLock { state in
            scenarios.filter { scenario in
                guard !state.pending.contains(scenario.position), state.outcomes[scenario.position] == nil else {
                    return false
                }
                state.pending.insert(scenario.position)
                return true
            }
        }
        guard !fresh.isEmpty else { return }
        Task {
            await withTaskGroup(of: Void.self) { group in
                var next = 0
                func add() {
                    let scenario = fresh[next]
                    next += 1
                    group.addTask { self.deliver(await Self.run(scenario), at: scenario.position) }
                }
                while next < fresh.count, next < width { add() }
                while await group.next() != nil, next < fresh.count { add() }
            }
        }
    }

    /// Runs `scenario` as a test method would: `#expect` and `#require` in its steps fail them.
    static func run(_ scenario: ScenarioCase) async -> ScenarioOutcome {
        guard let runner = scenario.runner else { return ScenarioOutcome(result: nil, runProblems: []) }
        return await IssueCapture.$outsideTests.withValue(true) { await runner.run(scenario) }
    }

    /// The outcome of the scenario at `position` once it has run, if it was started here;
    /// `nil` when it was not, and its test runs it itself.
    func outcome(at position: Int) async -> ScenarioOutcome? {
        let ready: ScenarioOutcome?? = state.withLock { state in
            if let outcome = state.outcomes.removeValue(forKey: position) { return .some(outcome) }
            return state.pending.contains(position) ? .some(nil) : nil
        }
        switch ready {
        case .none: return nil
        case .some(.some(let outcome)): return outcome
        case .some(.none):
            return await withCheckedContinuation { continuation in
                let outcome: ScenarioOutcome? = state.withLock { state in
                    if let outcome = state.outcomes.removeValue(forKey: position) { return outcome }
                    state.waiters[position] = continuation
                    return nil
                }
                // NB: resumed outside the lock, so the resumed task never waits for it.
                if let outcome { continuation.resume(returning: outcome) }
            }
        }
    }

    private func deliver(_ outcome: ScenarioOutcome, at position: Int) {
        let waiter = state.withLock { state in
            state.pending.remove(position)
            guard let waiter = state.waiters.removeValue(forKey: position) else {
                state.outcomes[position] = outcome
                return nil as CheckedContinuation<ScenarioOutcome, Never>?
            }
            return waiter
        }
        waiter?.resume(returning: outcome)
    }
}
