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
/// The limit counts from when the body starts running, not from when its task was made: on a
/// busy machine a task can wait for a thread, and a body that has not started has not hung.
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
            let alarm = completion.expire(after: limit)
            let outcome = await body()
            Watchdog.shared.clear(alarm)
            completion.complete(outcome)
        }
        return await withTaskCancellationHandler {
            if let outcome = await completion.outcome() { return .finished(outcome) }
            work.cancel()
            let alarm = completion.expire(after: grace)
            let ended = await completion.outcome() != nil
            Watchdog.shared.clear(alarm)
            return .timedOut(limit: limit, abandoned: !ended)
        } onCancel: {
            work.cancel()
        }
    }
}

/// The outcome of a body running in its own task, waited for until it ends or an alarm rings.
private final class Completion: Sendable {
    private struct State {
        var outcome: BodyOutcome?
        var waiter: CheckedContinuation<BodyOutcome?, Never>?
        /// An alarm rang while nobody waited; the next wait returns `nil` at once.
        var expired = false
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

    /// Sets an alarm that ends the current or next wait with `nil` unless the body ends first.
    func expire(after duration: Duration) -> Watchdog.Alarm {
        Watchdog.shared.set(after: duration) { [self] in expire() }
    }

    /// The body's outcome, or `nil` when an alarm rings before it ends.
    func outcome() async -> BodyOutcome? {
        await withCheckedContinuation { (continuation: CheckedContinuation<BodyOutcome?, Never>) in
            let ready = state.withLock { state -> BodyOutcome?? in
                if let outcome = state.outcome { return .some(outcome) }
                if state.expired {
                    state.expired = false
                    return .some(nil)
                }
                state.waiter = continuation
                return .none
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    private func expire() {
        let waiter = state.withLock { state -> CheckedContinuation<BodyOutcome?, Never>? in
            guard state.outcome == nil else { return nil }
            guard let waiter = state.waiter else {
                state.expired = true
                return nil
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume(returning: nil)
    }
}
