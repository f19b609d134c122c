#if canImport(Darwin)
import os
#else
import Synchronization
#endif

/// A value that is only ever read or written while a lock is held.
///
/// NB: `Synchronization.Mutex` needs macOS 15 / iOS 18, above this package's deployment
/// targets, so Apple platforms use `OSAllocatedUnfairLock` (macOS 13 / iOS 16) instead. The
/// state must be `Sendable`, so the compiler checks every type that keeps its mutable state here.
final class Locked<State: Sendable>: Sendable {
    #if canImport(Darwin)
    private let lock: OSAllocatedUnfairLock<State>

    init(_ state: State) {
        lock = OSAllocatedUnfairLock(initialState: state)
    }

    /// Runs `body` with exclusive access to the state. `body` must never call out to user code.
    func withLock<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        lock.withLockUnchecked(body)
    }
    #else
    private let mutex: Mutex<State>

    init(_ state: State) {
        mutex = Mutex(state)
    }

    /// Runs `body` with exclusive access to the state. `body` must never call out to user code.
    func withLock<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        mutex.withLock { state in body(&state) }
    }
    #endif
}
