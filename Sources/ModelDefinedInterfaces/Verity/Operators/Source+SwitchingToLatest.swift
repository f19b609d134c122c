import VeritySynchronization

extension Source {
    /// A source that follows the inner source `transform` makes from this source's current
    /// model, switching to a new inner source whenever this one emits: a detail screen that
    /// follows the selected item, a query whose results replace the last query's.
    ///
    /// - Its models are the current inner source's, starting with that source's current model.
    /// - **The latest wins:** once it has switched, nothing the previous inner source emits
    ///   reaches it, even a model that was being delivered on another thread at that moment.
    /// - **Lifetime:** it keeps this source and the current inner source alive, and lets go of
    ///   each previous inner source when it switches; everything goes when it is released.
    ///
    /// ```swift
    /// let results = query.switchingToLatest { text in Source(fetching: { try await api.search(text) }) }
    /// ```
    public func switchingToLatest<Inner: Sendable>(
        named name: String? = nil,
        _ transform: @escaping @Sendable (Model) -> Source<Inner>
    ) -> Source<Inner> {
        let target = DerivedTarget<Inner>()
        let switcher = InnerSwitcher<Inner>(target: target)
        return .derived(from: self, named: name) { model, state, _ in
            // NB: the new inner source's first model, delivered as it is subscribed, reaches a
            // source still being made and is dropped; `initial` returns it instead.
            target.attach(state)
            switcher.switchTo(transform(model))
            return switcher.currentModel
        } next: { model, _ in
            switcher.switchTo(transform(model))
        }
    }
}

/// Holds the inner source a switching source follows, and makes sure only its models get
/// through.
final class InnerSwitcher<Inner: Sendable>: Sendable {
    private struct Current: Sendable {
        var ticket: UInt64 = 0
        var source: Source<Inner>?
        var subscription: Subscription?
    }

    private let target: DerivedTarget<Inner>
    private let current = Locked(Current())

    init(target: DerivedTarget<Inner>) {
        self.target = target
    }

    /// The current inner source's model; `switchTo(_:)` has always run before it is read.
    var currentModel: Inner {
        guard let source = current.withLock({ $0.source }) else {
            // NB: unreachable: `initial` switches before it reads.
            preconditionFailure("a switching source read its inner source before it had one")
        }
        return source.model
    }

    /// Follows `inner` from now on; the previous inner source is let go.
    func switchTo(_ inner: Source<Inner>) {
        let ticket = current.withLock { current -> UInt64 in
            current.ticket += 1
            return current.ticket
        }
        let subscription = inner.subscribe { [weak self] model in
            guard let self else { return }
            // NB: the check and the emission are one atomic step (the update retries if a newer
            // inner source's model got in first), so a late model of a previous inner source
            // can never land after the current one's.
            target.source?.updateIfChanged { _, _ in self.isCurrent(ticket) ? model : nil }
        }
        let replaced = current.withLock { current -> (Source<Inner>?, Subscription?)? in
            guard current.ticket == ticket else { return nil }
            defer {
                current.source = inner
                current.subscription = subscription
            }
            return (current.source, current.subscription)
        }
        // NB: released after the lock: releasing a source or a subscription runs deinit code.
        withExtendedLifetime((replaced, subscription)) {}
    }

    private func isCurrent(_ ticket: UInt64) -> Bool {
        current.withLock { $0.ticket == ticket }
    }
}
