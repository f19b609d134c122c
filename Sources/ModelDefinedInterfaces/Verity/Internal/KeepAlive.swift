import VeritySynchronization

/// References a derived source keeps so that what it depends on lives exactly as long as it
/// does: its upstream sources and its subscriptions to them.
final class KeepAlive: Sendable {
    private let references = Locked<[any Sendable]>([])

    func add(_ reference: any Sendable) {
        references.withLock { $0.append(reference) }
    }
}
