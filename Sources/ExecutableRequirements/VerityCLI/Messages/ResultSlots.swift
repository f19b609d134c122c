import VeritySynchronization

/// One slot per work item, filled from concurrent iterations: each iteration of
/// `concurrentPerform` writes only its own index, and the slots are read after all iterations
/// have finished.
final class ResultSlots<Value: Sendable>: Sendable {
    private let storage: Locked<[Value?]>

    init(count: Int) {
        storage = Locked(Array(repeating: nil, count: count))
    }

    subscript(index: Int) -> Value? {
        get { storage.withLock { $0[index] } }
        set { storage.withLock { $0[index] = newValue } }
    }

    var values: [Value?] { storage.withLock { $0 } }
}
