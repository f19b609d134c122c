import VeritySynchronization

/// How a body run under a time limit ended.
enum LimitedOutcome: Sendable {
    /// The body ended within its limit.
    case finished(BodyOutcome)
    /// The limit passed first and the body's task was cancelled. `abandoned` when the task was
    /// still running ``TimeLimit/grace`` after its cancellation: it may still be using the
    /// scenario's world, so nothing else may touch that world again.
    case timedOut(limit: Duration, abandoned: Bool)
}

/// Runs step and hook bodies with a time limit, so that a hung step fails instead of hanging
/// the run.
///
/// NB: the body runs in a task of its own, because a body that ignores cancellation (a
/// continuation never resumed, a blocking call) can only be left behind, not stopped; the
/// engine waits for it against an alarm of the shared ``Watchdog`` rather than in a task
/// group, whose scope would wait for the hung child.
enum TimeLimit {
    /// How long a cancelled body may take to end before it is abandoned.
    static let grace: Duration = .seconds(1)

    /// Runs `body`, or returns when `limit` passes first; without a limit the body runs inline.
    static func run(
        _ limit: Duration?, _ body: @escaping @Sendable () async -> BodyOutcome
    ) async -> LimitedOutcome {
        guard let limit else { return .finished(await body()) }
        let completion = Completion()
        let work = Task {
            completion.complete(await body())
        }
        return await withTaskCancellationHandler {
            if let outcome = await completion.outcome(waitingAtMost: limit) { return .finished(outcome) }
            work.cancel()
            let ended = await completion.outcome(waitingAtMost: grace) != nil
            return .timedOut(limit: limit, abandoned: !ended)
        } onCancel: {
            work.cancel()
        }
    }
}

/// The outcome of a body running in its own task, waited for with a deadline.
private final class Completion: Sendable {
    private struct State {
        var outcome: BodyOutcome?
        var waiter: CheckedContinuation<BodyOutcome?, Never>?
        /// Tells a late timer from the one of the current wait.
        var wait = 0
    }

    private let state = Locked(State())

    /// Records the body's outcome and wakes the wait, if any.
    func complete(_ outcome: BodyOutcome) {
        let waiter = state.withLock { state -> CheckedContinuation<BodyOutcome?, Never>? in
            state.outcome = outcome
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: outcome)
    }

    /// The body's outcome, or `nil` when `duration` passes before it ends.
    func outcome(waitingAtMost duration: Duration) async -> BodyOutcome? {
        var alarm: Watchdog.Alarm?
        let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<BodyOutcome?, Never>) in
            let (done, wait) = state.withLock { state -> (BodyOutcome?, Int) in
                if let outcome = state.outcome { return (outcome, state.wait) }
                state.wait += 1
                state.waiter = continuation
                return (nil, state.wait)
            }
            if let done {
                continuation.resume(returning: done)
                return
            }
            alarm = Watchdog.shared.set(after: duration) { [self] in expire(wait) }
        }
        if let alarm { Watchdog.shared.clear(alarm) }
        return outcome
    }

    private func expire(_ wait: Int) {
        let waiter = state.withLock { state -> CheckedContinuation<BodyOutcome?, Never>? in
            guard state.wait == wait else { return nil }
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: nil)
    }
}
