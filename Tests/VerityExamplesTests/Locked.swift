import Foundation

/// A value shared between tasks, guarded by a lock.
///
/// NB: `Synchronization.Mutex` needs macOS 15 / iOS 18, above the package's deployment
/// targets, so these tests use `NSLock`.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
