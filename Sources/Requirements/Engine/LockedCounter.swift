import Foundation

/// A thread-safe counter.
final class LockedCounter: @unchecked Sendable {
    // NB: @unchecked: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value: Int

    init(startingAt value: Int = 0) {
        self.value = value
    }

    /// The current value, then advances.
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let current = value
        value += 1
        return current
    }
}
