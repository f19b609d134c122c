#if !canImport(Darwin)
import Synchronization
#endif

/// A lock on one atomic word, for state that is held for a few instructions and almost never
/// contended: an emission's action slots, a source's current offer. A waiting thread yields.
///
/// NB: not `Locked`, whose pthread mutex costs three allocations per instance and twice the
/// instructions per round trip; nothing that runs user code may run while it is held, since a
/// thread that came back for the same lock would spin forever.
@usableFromInline
struct SpinLock: ~Copyable, Sendable {
    #if canImport(Darwin)
    @usableFromInline let word = AtomicWord(0)
    #else
    @usableFromInline let word = Atomic<UInt64>(0)
    #endif

    @inlinable
    init() {}

    @inlinable
    func lock() {
        #if canImport(Darwin)
        while !word.compareExchange(expected: 0, desired: 1) {
            yieldThread()
        }
        #else
        while !word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
            yieldThread()
        }
        #endif
    }

    /// Orders everything done under the lock so far before what the caller does next, without
    /// taking it: for a thread that owns the guarded state alone from now on.
    @inlinable
    func synchronize() {
        #if canImport(Darwin)
        _ = word.value
        #else
        _ = word.load(ordering: .acquiring)
        #endif
    }

    @inlinable
    func unlock() {
        #if canImport(Darwin)
        word.store(0)
        #else
        word.store(0, ordering: .releasing)
        #endif
    }
}
