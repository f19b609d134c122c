import Foundation

/// One slot per work item, filled from concurrent iterations.
///
/// NB: `@unchecked Sendable` is honest here: each iteration of `concurrentPerform` writes only
/// its own index, under a lock, and the slots are read after all iterations have finished.
final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    var values: [Value?] { lock.withLock { storage } }
}
