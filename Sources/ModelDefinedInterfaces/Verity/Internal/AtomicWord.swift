import VeritySynchronization

#if canImport(Darwin)
import os
#else
import Synchronization
#endif

/// A 64-bit word read on every Action invocation, so it must cost no more than a load.
///
/// NB: `Synchronization.Atomic` needs macOS 15 / iOS 18; on older Apple systems an unfair lock
/// around a word is still only a few nanoseconds uncontended.
@usableFromInline
final class AtomicWord: Sendable {
    #if canImport(Darwin)
    @usableFromInline let lock: OSAllocatedUnfairLock<UInt64>

    @usableFromInline
    init(_ value: UInt64) {
        lock = OSAllocatedUnfairLock(initialState: value)
    }

    @inlinable
    var value: UInt64 {
        lock.withLock { $0 }
    }

    @inlinable
    func store(_ newValue: UInt64) {
        lock.withLock { $0 = newValue }
    }

    /// Adds `delta` and returns the new value.
    @inlinable
    func add(_ delta: UInt64) -> UInt64 {
        lock.withLock { value in
            value &+= delta
            return value
        }
    }

    /// Replaces the value with `desired` if it equals `expected`; returns whether it did.
    @inlinable
    func compareExchange(expected: UInt64, desired: UInt64) -> Bool {
        lock.withLock { value in
            guard value == expected else { return false }
            value = desired
            return true
        }
    }
    #else
    @usableFromInline let atomic: Atomic<UInt64>

    @usableFromInline
    init(_ value: UInt64) {
        atomic = Atomic(value)
    }

    @inlinable
    var value: UInt64 {
        atomic.load(ordering: .acquiring)
    }

    @inlinable
    func store(_ newValue: UInt64) {
        atomic.store(newValue, ordering: .releasing)
    }

    /// Adds `delta` and returns the new value.
    @inlinable
    func add(_ delta: UInt64) -> UInt64 {
        atomic.wrappingAdd(delta, ordering: .acquiringAndReleasing).newValue
    }

    /// Replaces the value with `desired` if it equals `expected`; returns whether it did.
    @inlinable
    func compareExchange(expected: UInt64, desired: UInt64) -> Bool {
        atomic.compareExchange(expected: expected, desired: desired, ordering: .acquiringAndReleasing).exchanged
    }
    #endif
}
