import Foundation

/// A value only ever read or written while a lock is held.
///
/// NB: `NSLock` rather than `Synchronization.Mutex`, which needs macOS 15, above the package's
/// deployment target.
final class Guarded<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access; `body` must not call out to code that may take the
    /// lock again.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
