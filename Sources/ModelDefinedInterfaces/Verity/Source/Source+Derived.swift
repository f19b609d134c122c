extension Source {
    /// Makes a source that follows `upstream`: the building block of operators, public so you
    /// can write your own.
    ///
    /// - `initial` builds the first model from upstream's current one. It receives the new
    ///   source's state and action factory, so the model may carry actions of its own.
    /// - `next` receives every later upstream model, in order, with the new source's state; it
    ///   emits (`set`, `update`), declines (`updateIfChanged` returning `nil`) or does nothing.
    ///   It runs on the thread that delivers upstream's model, never under a lock.
    /// - **No update is lost:** every upstream model after the one `initial` used reaches
    ///   `next` once, in order, those emitted while the new source is being made (while
    ///   `initial` runs, say) included; the model `initial` used never reaches it.
    /// - **Lifetime:** the new source keeps `upstream` alive; `upstream` holds the new source
    ///   only through its subscription, which ends when the new source is released. Work
    ///   started with `state.run` is cancelled then too.
    ///
    /// ```swift
    /// extension Source where Model == Int {
    ///     /// The running total of every value emitted.
    ///     func runningTotal() -> Source<Int> {
    ///         .derived(from: self) { first, _, _ in first } next: { value, state in
    ///             state.update { total, _ in total + value }
    ///         }
    ///     }
    /// }
    /// ```
    public static func derived<Upstream: Sendable>(
        from upstream: Source<Upstream>,
        named name: String? = nil,
        initial: (Upstream, SourceSetter<Model>, ActionFactory) -> Model,
        next: @escaping @Sendable (Upstream, SourceSetter<Model>) -> Void
    ) -> Source<Model> {
        let keepAlive = KeepAlive()
        keepAlive.follow(upstream)
        let upstreamCore = upstream.core
        let relay = DerivedRelay(next: next)
        // NB: subscribed before `initial` runs, starting after the model `initial` gets, so a
        // model upstream emits meanwhile waits in the relay instead of being missed.
        guard let (id, first) = upstreamCore.addAfterCurrent(receive: { _ in { value in relay.receive(value) } })
        else {
            // NB: unreachable while the facade exists; see `SourceCore.currentModel`.
            preconditionFailure("a Source's model was read outside the Source's lifetime")
        }
        keepAlive.add(Subscription { upstreamCore.removeSubscriber(id) })
        let derived = Source(named: name, retaining: keepAlive) { setter, actions in
            initial(first, setter, actions)
        }
        relay.start(derived.ownerState)
        return derived
    }
}
