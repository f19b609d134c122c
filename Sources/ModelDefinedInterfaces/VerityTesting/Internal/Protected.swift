import Foundation

/// A value guarded by a lock, shared between the thread a Source delivers on and the test.
///
/// NB: `Synchronization.Mutex` needs macOS 15 / iOS 18, above the package's deployment targets,
/// and test support is not on any hot path, so a plain `NSLock` is enough.
final class Protected<Value>: @unchecked Sendable {
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
