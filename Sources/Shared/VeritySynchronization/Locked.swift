// NB: the C library's module has a different name on each platform; the code below is the same.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value that is only ever read or written while a lock is held: Verity's one lock type,
/// shared by every module that needs one (`package`, so it is not public API).
///
/// The state moves in and out of the lock with `sending`, as with `Synchronization.Mutex`, so a
/// non-`Sendable` state stays reachable only through the lock and the compiler checks every
/// caller; this class is the one place that vouches for thread safety by hand.
///
/// ```swift
/// let count = Locked(0)
/// let next = count.withLock { value in
///     value += 1
///     return value
/// }
/// ```
///
/// It wraps a `pthread_mutex_t` on every platform, so that what runs on an Apple device is what
/// the Thread Sanitizer suite checks on Linux: Thread Sanitizer understands pthread locks, but
/// not the futex hand-off inside `Synchronization.Mutex`, and reports false races through it.
/// It is a plain (not recursive) lock: calling `withLock` again from inside `body` deadlocks.
@usableFromInline
package final class Locked<State>: @unchecked Sendable {
    // NB: @unchecked: `state` is only read or written between locking and unlocking `mutex`
    // (in `withLock`, or in `init`/`deinit`, when no other reference exists), and it only
    // enters (`init`) and leaves (`withLock`'s result) as a `sending` value, so no reference to
    // a non-Sendable state escapes the lock.
    // NB: a pthread mutex must not move once initialized, so it lives behind a pointer.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    // NB: the state lives behind a pointer rather than in a stored `var`, so that accessing it
    // costs no dynamic exclusivity check: the lock already guarantees exclusive access.
    @usableFromInline let state: UnsafeMutablePointer<State>

    /// A lock around `state`.
    @usableFromInline
    package init(_ state: sending State) {
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

    /// Runs `body` with exclusive access to the state and returns what it returns.
    ///
    /// On a hot path, `body` should not call out to user code, nor drop the last reference to a
    /// user value (whose deinit is user code too): both run with the lock held.
    @inlinable
    package func withLock<Result, Failure: Error>(
        _ body: (inout sending State) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state.pointee)
    }
}
