import VeritySynchronization

/// Lets one task at a time through, in arrival order: scenarios run one by one when the run
/// is not parallel, even though Swift Testing starts their test cases at once.
final class AsyncGate: Sendable {
    private struct State {
        var isOpen = true
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    func enter() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let entered = state.withLock { state in
                guard state.isOpen else {
                    state.waiters.append(continuation)
                    return false
                }
                state.isOpen = false
                return true
            }
            // NB: resumed outside the lock, so the resumed task never waits for it.
            if entered { continuation.resume() }
        }
    }

    func leave() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiters.isEmpty else {
                state.isOpen = true
                return nil
            }
            return state.waiters.removeFirst()
        }
        next?.resume()
    }
}
