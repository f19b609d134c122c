import VeritySynchronization

extension Source {
    /// A source that follows the inner source `transform` makes from this source's current
    /// model, switching to a new inner source whenever this one emits: a detail screen that
    /// follows the selected item, a query whose results replace the last query's.
    ///
    /// - Its models are the current inner source's, starting with that source's current model.
    /// - **Intermediate models:** `transform` runs once for every model of this source, in
    ///   order. The current inner source's models reach it in order, each once, from the one
    ///   that is current when it switches to that source. **The latest wins:** once it has
    ///   switched, nothing the previous inner source emits reaches it, even a model that was
    ///   being delivered on another thread at that moment; so models of an inner source it has
    ///   switched away from may never show.
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
            target.attach(state)
            return switcher.start(following: transform(model))
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

    /// Follows `inner` first, and returns its current model, read in the same step as it is
    /// subscribed: the switching source starts from it, and a model `inner` emits meanwhile
    /// (on another thread) comes after it, never in its place nor twice.
    func start(following inner: Source<Inner>) -> Inner {
        let ticket = nextTicket()
        let core = inner.core
        guard let (id, first) = core.addAfterCurrent(receive: { _ in self.receiver(ticket) }) else {
            // NB: unreachable: `inner` is alive, so it has a model.
            preconditionFailure("a switching source's inner source was released while it was subscribed")
        }
        install(inner, Subscription { core.removeSubscriber(id) }, ticket: ticket)
        return first
    }

    /// Follows `inner` from now on, starting with its current model; the previous inner source
    /// is let go.
    func switchTo(_ inner: Source<Inner>) {
        let ticket = nextTicket()
        install(inner, inner.subscribe(receiver(ticket)), ticket: ticket)
    }

    private func nextTicket() -> UInt64 {
        current.withLock { current -> UInt64 in
            current.ticket += 1
            return current.ticket
        }
    }

    /// What the inner source of `ticket` delivers to: its models get through while it is the
    /// current one.
    private func receiver(_ ticket: UInt64) -> @Sendable (Inner) -> Void {
        { [weak self] model in
            guard let self else { return }
            // NB: the check and the emission are one atomic step (the update retries if a newer
            // inner source's model got in first), so a late model of a previous inner source
            // can never land after the current one's.
            target.source?.updateIfChanged { _, _ in self.isCurrent(ticket) ? model : nil }
        }
    }

    private func install(_ inner: Source<Inner>, _ subscription: Subscription, ticket: UInt64) {
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
