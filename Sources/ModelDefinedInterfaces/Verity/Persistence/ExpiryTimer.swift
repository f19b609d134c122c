import Foundation
import VeritySynchronization

/// Waits for the moment the value a persistable source shows becomes stale, and remembers which
/// values have expired so that later models agree.
///
/// NB: the wait is not work the source owns (`runningWork`): it lasts as long as the value is
/// fresh, so counting it would fail every `SourceTester.finish(timeout:)` of such a source. It is
/// cancelled when the source is released instead (`cancel()`, from the source's `KeepAlive`).
final class ExpiryTimer: Sendable {
    private struct State: Sendable {
        /// The `savedAt` of the value being waited for.
        var target: Date?
        var ticket: UInt64 = 0
        var task: Task<Void, Never>?
        /// The `savedAt` of the last value whose wait ran out.
        var expired: Date?
    }

    let clock: any Clock<Duration>
    private let state = Locked(State())

    init(clock: any Clock<Duration>) {
        self.clock = clock
    }

    /// Whether the wait for the value saved at `savedAt` has run out.
    func hasExpired(_ savedAt: Date) -> Bool {
        state.withLock { $0.expired == savedAt }
    }

    /// Waits `delay` for the value saved at `savedAt`, then calls `expire` with it; a wait for
    /// another value (or for none, with `nil`) is cancelled. Asking again for the value already
    /// waited for changes nothing.
    func schedule(_ savedAt: Date?, after delay: Duration, expire: @escaping @Sendable (Date) -> Void) {
        let (previous, ticket) = state.withLock { state -> (Task<Void, Never>?, UInt64?) in
            guard state.target != savedAt else { return (nil, nil) }
            state.target = savedAt
            state.ticket += 1
            defer { state.task = nil }
            return (state.task, savedAt == nil ? nil : state.ticket)
        }
        previous?.cancel()
        guard let ticket, let savedAt else { return }
        let clock = clock
        let task = Task { [self] in
            try? await clock.sleep(for: delay)
            guard !Task.isCancelled else { return }
            let isCurrent = state.withLock { state -> Bool in
                guard state.ticket == ticket else { return false }
                state.expired = savedAt
                state.target = nil
                state.task = nil
                return true
            }
            if isCurrent { expire(savedAt) }
        }
        // NB: the wait may already have been replaced while it was being started.
        let superseded = state.withLock { state -> Bool in
            guard state.ticket == ticket, state.target == savedAt else { return true }
            state.task = task
            return false
        }
        if superseded { task.cancel() }
    }

    /// Stops waiting for good: the source is gone.
    func cancel() {
        let running = state.withLock { state -> Task<Void, Never>? in
            state.ticket += 1
            state.target = nil
            defer { state.task = nil }
            return state.task
        }
        running?.cancel()
    }
}
