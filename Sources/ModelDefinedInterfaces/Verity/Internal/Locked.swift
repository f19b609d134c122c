#if canImport(Darwin)
import os
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value that is only ever read or written while a lock is held.
///
/// The state must be `Sendable`, so the compiler checks every type that keeps its mutable state
/// here; this class is the one place that vouches for thread safety by hand.
///
/// NB: Apple platforms use `OSAllocatedUnfairLock`, because `Synchronization.Mutex` needs
/// macOS 15 / iOS 18, above this package's deployment targets. Elsewhere a `pthread_mutex_t`
/// is used rather than `Mutex`: Thread Sanitizer understands pthread locks, but not the futex
/// hand-off inside `Mutex`, and reports false races through it.
@usableFromInline
final class Locked<State: Sendable>: @unchecked Sendable {
    #if canImport(Darwin)
    @usableFromInline let lock: OSAllocatedUnfairLock<State>

    @usableFromInline
    init(_ state: State) {
        lock = OSAllocatedUnfairLock(initialState: state)
    }

    /// Runs `body` with exclusive access to the state. `body` must never call out to user code,
    /// nor drop the last reference to a user value (whose deinit is user code too).
    @inlinable
    func withLock<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        lock.withLockUnchecked(body)
    }
    #else
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    // NB: the state lives behind a pointer rather than in a stored `var`, so that accessing it
    // costs no dynamic exclusivity check: the mutex already guarantees exclusive access.
    @usableFromInline let state: UnsafeMutablePointer<State>

    @usableFromInline
    init(_ state: State) {
        self.state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        self.state.initialize(to: state)
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Runs `body` with exclusive access to the state. `body` must never call out to user code,
    /// nor drop the last reference to a user value (whose deinit is user code too).
    @inlinable
    func withLock<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&state.pointee)
    }
    #endif
}
