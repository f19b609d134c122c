/// A lock on one atomic word, for state that is held for a few instructions and almost never
/// contended: a source's commit, its current offer and its emissions' slots. A waiting thread
/// yields.
///
/// NB: not `Locked`, whose pthread mutex costs three allocations per instance and twice the
/// instructions per round trip; nothing that runs user code may run while it is held, since a
/// thread that came back for the same lock would spin forever.
@usableFromInline
struct SpinLock: ~Copyable, Sendable {
    @usableFromInline let word = InlineWord(0)

    @inlinable
    init() {}

    @inlinable
    func lock() {
        while !word.acquiringCompareExchange(expected: 0, desired: 1) {
            yieldThread()
        }
    }

    /// Orders what other threads did before they last released the lock before what follows,
    /// without taking it.
    @inlinable
    func synchronize() {
        _ = word.acquiringLoad()
    }

    @inlinable
    func unlock() {
        word.releasingStore(0)
    }
}
