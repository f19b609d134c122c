import VeritySynchronization

/// A `Clock` whose time moves only when the test says so, so code that waits (retries with
/// backoff, timeouts, debouncing) runs instantly and deterministically in tests.
///
/// Give the code under test a `TestClock` wherever it accepts `some Clock<Duration>`, then
/// move time with `advance(by:)` or `run()`. `sleeps` lists every wait that was requested,
/// which is how a test checks a backoff strategy.
///
/// ```swift
/// let clock = TestClock()
/// let task = Task { try await clock.sleep(for: .seconds(5)); return "done" }
/// await clock.waitForSleepers()
/// await clock.advance(by: .seconds(5))
/// #expect(try await task.value == "done")
/// #expect(clock.sleeps == [.seconds(5)])
/// ```
public final class TestClock: Clock, Sendable {
    /// A moment on a `TestClock`: how far its time has moved since the clock was created.
    public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
        /// Time elapsed since the clock was created.
        public let offset: Duration

        /// Creates the instant `offset` after the clock's start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// The offset, e.g. `3.0 seconds`.
        public var description: String {
            "\(offset)"
        }
    }

    private struct Sleeper: Sendable {
        let id: UInt64
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State: Sendable {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var lastID: UInt64 = 0
        var sleeps: [Duration] = []
    }

    private let state = Locked(State())

    /// Creates a clock at offset zero.
    public init() {}

    /// The clock's current time; it changes only through `advance(by:)` and `run()`.
    public var now: Instant {
        state.withLock { $0.now }
    }

    /// Zero: a test clock can wake a sleeper at any instant exactly.
    public var minimumResolution: Duration {
        .zero
    }

    /// Every wait requested so far (deadline minus the time of the request), oldest first.
    public var sleeps: [Duration] {
        state.withLock { $0.sleeps }
    }

    /// How many tasks are sleeping on this clock now.
    public var sleeperCount: Int {
        state.withLock { $0.sleepers.count }
    }

    /// The earliest deadline a task sleeps until, if any task sleeps on the clock.
    var nextDeadline: Instant? {
        state.withLock { $0.sleepers.map(\.deadline).min() }
    }

    /// Suspends until the clock's time reaches `deadline`, or throws `CancellationError` if the
    /// task is cancelled first. A deadline not after `now` returns at once.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state in
            state.lastID += 1
            state.sleeps.append(max(.zero, state.now.duration(to: deadline)))
            return state.lastID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let due = state.withLock { state -> Bool in
                    if deadline <= state.now { return true }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if due {
                    continuation.resume()
                }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duration`, waking, in deadline order, every sleeper whose
    /// deadline falls within it. Woken tasks get a few turns to run (and to sleep again, as a
    /// retry loop does) before time moves on; for a task that sleeps repeatedly, prefer `run()`
    /// or one `waitForSleepers()` and `advance(by:)` per step, which never depend on timing.
    public func advance(by duration: Duration = .zero) async {
        let target = now.advanced(by: duration)
        await advance(to: target)
    }

    /// Moves time forward to `deadline`; see `advance(by:)`.
    public func advance(to deadline: Instant) async {
        while true {
            await Self.letOtherTasksRun()
            let next = state.withLock { state -> Sleeper? in
                let due = state.sleepers.enumerated()
                    .filter { $0.element.deadline <= deadline }
                    .min { $0.element.deadline < $1.element.deadline }
                guard let due else {
                    state.now = max(state.now, deadline)
                    return nil
                }
                state.sleepers.remove(at: due.offset)
                state.now = max(state.now, due.element.deadline)
                return due.element
            }
            guard let next else { return }
            next.continuation.resume()
        }
    }

    /// Advances time until no task is sleeping on the clock, for code that must simply run to
    /// completion (all retries, say). A woken task may take a moment to sleep again, so `run`
    /// stops only after no task has slept for `quietPeriod` of real time; and after
    /// `maximumWakes` wake-ups, so a loop that sleeps forever cannot hang the test.
    public func run(quietPeriod: Duration = .milliseconds(20), maximumWakes: Int = 10_000) async {
        for _ in 0..<maximumWakes {
            await Self.letOtherTasksRun()
            guard await waitForSleepers(timeout: quietPeriod) else { return }
            let deadline = state.withLock { $0.sleepers.map(\.deadline).min() }
            guard let deadline else { continue }
            await advance(to: deadline)
        }
    }

    /// Waits (in real time, up to `timeout`) until at least `count` tasks are sleeping on the
    /// clock, so the test advances time only once the code under test is actually waiting.
    /// Returns whether that happened.
    ///
    /// The default is generous because a CI machine running a whole suite in parallel can
    /// starve the code under test for seconds; a wait that succeeds returns as soon as it does.
    @discardableResult
    public func waitForSleepers(count: Int = 1, timeout: Duration = .seconds(30)) async -> Bool {
        let realClock = ContinuousClock()
        let giveUp = realClock.now.advanced(by: timeout)
        while sleeperCount < count {
            if realClock.now >= giveUp { return false }
            try? await realClock.sleep(for: .microseconds(200))
        }
        return true
    }

    /// NB: `Task.yield()` only reschedules the current task; a handful of yields lets tasks that
    /// were just resumed reach their next suspension point on a busy cooperative pool.
    private static func letOtherTasksRun() async {
        for _ in 0..<20 {
            await Task.yield()
        }
    }
}
