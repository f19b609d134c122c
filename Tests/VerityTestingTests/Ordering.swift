/// Strings appended from any task, in the order they arrived.
final class Ordering: Sendable {
    private let storage = Locked<[String]>([])

    func append(_ value: String) {
        storage.withLock { $0.append(value) }
    }

    var values: [String] {
        storage.withLock { $0 }
    }
}
