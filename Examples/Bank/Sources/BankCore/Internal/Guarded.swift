import Foundation

/// A value only ever read or written while a lock is held: the session shell's and the store's
/// one piece of hand-checked thread safety (`package`, so BankStore and BankWeb share it).
///
/// NB: `NSLock` rather than `Synchronization.Mutex`, which needs macOS 15, above the package's
/// deployment target.
package final class Guarded<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access. `body` must not call out to code that may take the
    /// lock again, such as a Source's subscribers.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
