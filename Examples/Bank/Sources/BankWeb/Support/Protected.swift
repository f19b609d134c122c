import Foundation

/// A value shared between tasks, reached only under its lock.
///
/// NB: `Synchronization.Mutex` needs macOS 15 and the package supports macOS 14, so this is a
/// plain `NSLock` box. Every access goes through `withLock`, which makes `@unchecked Sendable`
/// honest.
final class Protected<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value; keep it short and never await inside.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the current value.
    var current: Value {
        withLock { $0 }
    }
}
