#if !canImport(Darwin)
import Synchronization
#endif

/// A 64-bit atomic word for words read without a lock on hot paths: an emission's generation
/// and epoch, the Linux lock of `ShortLock`. On Linux it is stored inside the object that owns
/// it.
///
/// NB: `Synchronization.Atomic` needs macOS 15 / iOS 18, newer than the package's platforms, so
/// on Apple systems the word is an `AtomicWord` (a word behind an unfair lock, a few
/// nanoseconds uncontended) and the orderings are all the strongest. This is the one place that
/// tells the platforms apart; the orderings name what the code relies on.
@usableFromInline
struct InlineWord: ~Copyable, Sendable {
    #if canImport(Darwin)
    @usableFromInline let word: AtomicWord
    #else
    @usableFromInline let word: Atomic<UInt64>
    #endif

    @inlinable
    init(_ value: UInt64) {
        #if canImport(Darwin)
        word = AtomicWord(value)
        #else
        word = Atomic(value)
        #endif
    }

    /// The value, with no ordering of other memory around the read.
    @inlinable
    func relaxedLoad() -> UInt64 {
        #if canImport(Darwin)
        word.value
        #else
        word.load(ordering: .relaxed)
        #endif
    }

    /// The value; what was written before the store that wrote it is visible afterwards.
    @inlinable
    func acquiringLoad() -> UInt64 {
        #if canImport(Darwin)
        word.value
        #else
        word.load(ordering: .acquiring)
        #endif
    }

    /// Stores `value`, with no ordering of other memory around the write.
    @inlinable
    func relaxedStore(_ value: UInt64) {
        #if canImport(Darwin)
        word.store(value)
        #else
        word.store(value, ordering: .relaxed)
        #endif
    }

    /// Stores `value` after everything written before it.
    @inlinable
    func releasingStore(_ value: UInt64) {
        #if canImport(Darwin)
        word.store(value)
        #else
        word.store(value, ordering: .releasing)
        #endif
    }

    /// Replaces the value with `desired` if it is `expected`, acquiring on success; returns
    /// whether it did.
    @inlinable
    func acquiringCompareExchange(expected: UInt64, desired: UInt64) -> Bool {
        #if canImport(Darwin)
        word.compareExchange(expected: expected, desired: desired)
        #else
        word.compareExchange(expected: expected, desired: desired, ordering: .acquiring).exchanged
        #endif
    }
}
