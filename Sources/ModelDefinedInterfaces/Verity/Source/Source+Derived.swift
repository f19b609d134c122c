extension Source {
    /// The current model together with its generation, read atomically.
    func snapshot() -> (model: Model, generation: UInt64) {
        let (model, generation) = core.snapshot()
        guard let model else {
            // NB: unreachable while the facade exists; see `SourceCore.currentModel`.
            preconditionFailure("a Source's model was read outside the Source's lifetime")
        }
        return (model, generation)
    }

    /// Makes a source that follows `upstream`: `initial` builds its first model from upstream's
    /// current one, and `next` receives every later upstream model together with the derived
    /// source's state. The derived source keeps `upstream` alive; `upstream` holds the derived
    /// source only weakly, so dropping the derived source ends the subscription.
    static func derived<Upstream: Sendable>(
        from upstream: Source<Upstream>,
        named name: String? = nil,
        initial: (Upstream, SourceState<Model>, ActionFactory) -> Model,
        next: @escaping @Sendable (Upstream, SourceState<Model>) -> Void
    ) -> Source<Model> {
        let keepAlive = KeepAlive()
        keepAlive.add(upstream)
        let (first, firstGeneration) = upstream.snapshot()
        let derived = Source(named: name, retaining: keepAlive) { state, actions in
            initial(first, state, actions)
        }
        let state = derived.ownerState
        let upstreamCore = upstream.core
        let id = upstreamCore.add { _, generation in
            // NB: a new subscriber first receives upstream's current model. If that is the
            // model `initial` already used, it must not be applied twice.
            let skipFirst = AtomicWord(generation == firstGeneration ? 1 : 0)
            return Subscriber { value in
                if skipFirst.value != 0 {
                    skipFirst.store(0)
                    return
                }
                next(value, state)
            }
        }
        keepAlive.add(Subscription { upstreamCore.removeSubscriber(id) })
        return derived
    }
}
