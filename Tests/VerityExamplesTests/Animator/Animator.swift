import Verity

/// An animator as a model-defined interface. A UIKit-style animator has `pauseAnimation()`,
/// `continueAnimation()` and `stopAnimation()` on one object, and calling them in the wrong
/// state is a runtime error. Here each state carries only the calls that are safe in it:
/// `pause` does not exist unless the animation is running, `resume` does not exist unless it
/// is paused, so the unsafe calls cannot be written.
enum Animator: Sendable, Equatable {
    case idle(Idle)
    case running(Running)
    case paused(Paused)

    struct Idle: Sendable, Equatable {
        /// Starts an animation lasting the given time.
        let start: Action<Duration>
    }

    struct Running: Sendable, Equatable {
        var elapsed: Duration
        var duration: Duration
        let pause: Action<Void>
        let stop: Action<Void>
        /// Moves the animation one frame on; the animator's own clock invokes it.
        let tick: Action<Void>
    }

    struct Paused: Sendable, Equatable {
        var elapsed: Duration
        var duration: Duration
        let resume: Action<Void>
        let stop: Action<Void>
    }

    var idle: Idle? {
        if case .idle(let state) = self { state } else { nil }
    }

    var running: Running? {
        if case .running(let state) = self { state } else { nil }
    }

    var paused: Paused? {
        if case .paused(let state) = self { state } else { nil }
    }

    /// How far the animation is, from 0 to 1; 0 when idle.
    var progress: Double {
        switch self {
        case .idle: 0
        case .running(let state): state.elapsed / state.duration
        case .paused(let state): state.elapsed / state.duration
        }
    }
}

extension Animator {
    /// An animator whose frames are `frame` apart on `clock`; tests pass a `TestClock`.
    static func source(clock: any Clock<Duration>, frame: Duration = .milliseconds(100)) -> Source<Animator> {
        let timing = Timing(clock: clock, frame: frame)
        return Source(named: "Animator") { state, actions in idle(timing, state, actions) }
    }

    private struct Timing: Sendable {
        let clock: any Clock<Duration>
        let frame: Duration
    }

    private static func idle(_ timing: Timing, _ state: SourceSetter<Animator>, _ actions: ActionFactory) -> Animator {
        .idle(
            Idle(
                start: actions.action("start") { duration in
                    run(from: .zero, of: duration, timing, state)
                }))
    }

    /// Emits the running model, then starts the frames that move it on.
    private static func run(
        from elapsed: Duration, of duration: Duration, _ timing: Timing, _ state: SourceSetter<Animator>
    ) {
        let frames = Frames()
        state.set { running(elapsed, duration, frames, timing, state, $0) }
        frames.start {
            while true {
                try await timing.clock.sleep(for: timing.frame)
                // NB: if the animation was paused or stopped meanwhile, there is no running
                // model and so no tick; a tick taken just before that is rejected by Verity.
                guard let tick = state.model?.running?.tick else { return }
                tick()
            }
        }
    }

    private static func running(
        _ elapsed: Duration,
        _ duration: Duration,
        _ frames: Frames,
        _ timing: Timing,
        _ state: SourceSetter<Animator>,
        _ actions: ActionFactory
    ) -> Animator {
        .running(
            Running(
                elapsed: elapsed,
                duration: duration,
                pause: actions.action("pause") {
                    frames.cancel()
                    state.set { paused(elapsed, duration, timing, state, $0) }
                },
                stop: actions.action("stop") {
                    frames.cancel()
                    state.set { idle(timing, state, $0) }
                },
                tick: actions.action("tick") {
                    let next = min(elapsed + timing.frame, duration)
                    if next == duration {
                        frames.cancel()
                        state.set { idle(timing, state, $0) }
                    } else {
                        state.set { running(next, duration, frames, timing, state, $0) }
                    }
                }
            ))
    }

    private static func paused(
        _ elapsed: Duration,
        _ duration: Duration,
        _ timing: Timing,
        _ state: SourceSetter<Animator>,
        _ actions: ActionFactory
    ) -> Animator {
        .paused(
            Paused(
                elapsed: elapsed,
                duration: duration,
                resume: actions.action("resume") { run(from: elapsed, of: duration, timing, state) },
                stop: actions.action("stop") { state.set { idle(timing, state, $0) } }
            ))
    }
}

/// The task that produces one run's frames, so pausing or stopping can end it.
private final class Frames: Sendable {
    private let task = Locked<Task<Void, any Error>?>(nil)

    func start(_ body: @escaping @Sendable () async throws -> Void) {
        task.withLock { $0 = Task(operation: body) }
    }

    func cancel() {
        task.withLock { $0?.cancel() }
    }
}
