#if canImport(Darwin)
import os
#endif

/// A lock for state that is held for a few instructions and almost never contended: a source's
/// commit, its current offer and its emissions' slots.
///
/// On Linux it is a spin lock on one atomic word, whose waiter yields: a round trip costs one
/// atomic compare-and-swap. On Apple systems it is an unfair lock, which lends a waiting
/// thread's priority to the holder, so a main thread never spins behind a background one.
///
/// NB: not `Locked`, whose pthread mutex allocates per instance and costs more per round trip
/// (`Benchmarks/architecture`); nothing that runs user code may run while it is held, since a
/// thread that came back for the same lock would wait forever.
@usableFromInline
struct ShortLock: ~Copyable, Sendable {
    #if canImport(Darwin)
    @usableFromInline let unfair = OSAllocatedUnfairLock()
    #else
    @usableFromInline let word = InlineWord(0)
    #endif

    @inlinable
    init() {}

    @inlinable
    func lock() {
        #if canImport(Darwin)
        unfair.lock()
        #else
        while !word.acquiringCompareExchange(expected: 0, desired: 1) {
            yieldThread()
        }
        #endif
    }

    /// Orders what other threads did before they last released the lock before what follows.
    @inlinable
    func synchronize() {
        #if canImport(Darwin)
        unfair.lock()
        unfair.unlock()
        #else
        _ = word.acquiringLoad()
        #endif
    }

    @inlinable
    func unlock() {
        #if canImport(Darwin)
        unfair.unlock()
        #else
        word.releasingStore(0)
        #endif
    }
}
