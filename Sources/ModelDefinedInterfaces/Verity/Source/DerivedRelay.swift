import VeritySynchronization

/// Carries upstream's models to a derived source's `next`, in order, none lost: those that
/// arrive before the derived source exists (while its `initial` closure runs, say) wait in
/// `pending` and go first.
///
/// Upstream delivers to a subscriber one model at a time, so `next` never runs twice at once:
/// while `start` hands on what waited, a model that arrives waits too, and only when nothing
/// is left does a model go to `next` on the thread that delivers it.
final class DerivedRelay<Upstream: Sendable, Model: Sendable>: Sendable {
    private struct Queue {
        var pending: [Upstream] = []
        /// The derived source's setter, once it exists and everything pending has gone to `next`.
        var setter: SourceSetter<Model>?
    }

    private let queue = Locked(Queue())
    private let next: @Sendable (Upstream, SourceSetter<Model>) -> Void

    init(next: @escaping @Sendable (Upstream, SourceSetter<Model>) -> Void) {
        self.next = next
    }

    /// Hands `value` to `next`, or keeps it until ``start(_:)`` has handed on what came before.
    func receive(_ value: Upstream) {
        let setter = queue.withLock { queue -> SourceSetter<Model>? in
            guard let setter = queue.setter else {
                queue.pending.append(value)
                return nil
            }
            return setter
        }
        if let setter { next(value, setter) }
    }

    /// Hands every waiting model to `next` with `setter`, oldest first, then lets later ones
    /// through as they come.
    func start(_ setter: SourceSetter<Model>) {
        while true {
            let waiting = queue.withLock { queue -> [Upstream] in
                if queue.pending.isEmpty { queue.setter = setter }
                defer { queue.pending = [] }
                return queue.pending
            }
            if waiting.isEmpty { return }
            for value in waiting { next(value, setter) }
        }
    }
}
