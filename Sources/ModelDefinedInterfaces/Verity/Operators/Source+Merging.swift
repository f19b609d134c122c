extension Source {
    /// A source that emits every model any of `sources` emits, as it is emitted: events from
    /// several places into one stream. It starts with the first source's current model.
    ///
    /// - **No model is lost:** every model an input emits after the merged source has read the
    ///   first input's model arrives once, in the order that input emitted it, those emitted
    ///   while the merged source is being made included. The other inputs' current models at
    ///   that moment are not re-emitted.
    /// - **Lifetime:** it keeps its inputs alive; they hold it only through subscriptions that
    ///   end when it is released. Actions inside the models still belong to the sources that
    ///   made them.
    ///
    /// ```swift
    /// let alerts = Source.merging(networkAlerts, storageAlerts, syncAlerts)
    /// ```
    public static func merging(
        named name: String? = nil, _ first: Source<Model>, _ others: Source<Model>...
    ) -> Source<Model> {
        merging(named: name, first, others)
    }

    /// `merging(_:_:)` for a list of sources after the first.
    public static func merging(
        named name: String? = nil, _ first: Source<Model>, _ others: [Source<Model>]
    ) -> Source<Model> {
        let sources = [first] + others
        let keepAlive = KeepAlive()
        let relay = DerivedRelay<Model, Model> { model, setter in setter.set(model) }
        // NB: every input is followed from its current model on, before the merged source
        // exists: what the inputs emit meanwhile waits in the relay instead of being missed.
        var initial: Model?
        for (index, source) in sources.enumerated() {
            keepAlive.follow(source)
            let core = source.core
            guard let (id, current) = core.addAfterCurrent(receive: { _ in { model in relay.receive(model) } })
            else { continue }
            keepAlive.add(Subscription { core.removeSubscriber(id) })
            if index == 0 { initial = current }
        }
        let merged = Source(named: name, retaining: keepAlive) { _, _ in initial ?? first.model }
        relay.start(merged.ownerState)
        return merged
    }
}
