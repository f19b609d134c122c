import VeritySynchronization

/// One task that rings the alarms of every body running under a time limit.
///
/// NB: one watchdog rather than a timer task per step, because a task per step (a task to
/// make, a sleep to cancel) weighs as much as a short step itself; an alarm is a dictionary
/// entry, and the watchdog's task lives only while some alarm is set, sleeping until the
/// earliest one.
final class Watchdog: Sendable {
    /// An alarm that is set, to clear it.
    struct Alarm: Sendable, Hashable {
        fileprivate let id: Int
    }

    private struct Entry {
        let deadline: ContinuousClock.Instant
        let ring: @Sendable () -> Void
    }

    private struct State {
        var entries: [Int: Entry] = [:]
        var nextId = 0
        /// When the running watch wakes next; `nil` when no watch task runs.
        var wakesAt: ContinuousClock.Instant?
        var watch: Task<Void, Never>?
    }

    /// The process's watchdog.
    static let shared = Watchdog()

    private let state = Locked(State())
    private let clock = ContinuousClock()

    /// Calls `ring` once `duration` has passed, unless the alarm is cleared first.
    func set(after duration: Duration, _ ring: @escaping @Sendable () -> Void) -> Alarm {
        let deadline = clock.now.advanced(by: duration)
        return state.withLock { state in
            state.nextId += 1
            let id = state.nextId
            state.entries[id] = Entry(deadline: deadline, ring: ring)
            // NB: alarms mostly come in deadline order (every body has the same limit), so the
            // watch rarely needs to wake earlier than it planned.
            if let wakesAt = state.wakesAt, wakesAt <= deadline { return Alarm(id: id) }
            state.watch?.cancel()
            state.wakesAt = deadline
            state.watch = Task.detached { [self] in await watch(until: deadline) }
            return Alarm(id: id)
        }
    }

    /// Clears an alarm that has not rung; clearing one that rang does nothing.
    func clear(_ alarm: Alarm) {
        state.withLock { _ = $0.entries.removeValue(forKey: alarm.id) }
    }

    private func watch(until first: ContinuousClock.Instant) async {
        var wake = first
        while true {
            // NB: cancelled when an earlier alarm replaced this watch; that watch takes over.
            guard (try? await Task.sleep(until: wake, clock: clock)) != nil else { return }
            let now = clock.now
            let (due, next) = state.withLock { state -> ([Entry], ContinuousClock.Instant?) in
                let due = state.entries.filter { $0.value.deadline <= now }
                for id in due.keys { state.entries.removeValue(forKey: id) }
                let next = state.entries.values.map(\.deadline).min()
                state.wakesAt = next
                if next == nil { state.watch = nil }
                return (Array(due.values), next)
            }
            for entry in due { entry.ring() }
            guard let next else { return }
            wake = next
        }
    }
}
