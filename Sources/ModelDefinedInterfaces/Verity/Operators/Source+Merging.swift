extension Source {
    /// A source that emits every model any of `sources` emits, as it is emitted: events from
    /// several places into one stream. It starts with the first source's current model.
    ///
    /// It keeps its inputs alive; they hold it only through subscriptions that end when it is
    /// released. Actions inside the models still belong to the sources that made them.
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
        let target = DerivedTarget<Model>()
        let keepAlive = KeepAlive()
        keepAlive.add(sources)
        for source in sources {
            // NB: each subscription first delivers the source's current model, which arrives
            // before the target is attached and is dropped: only later models are merged.
            keepAlive.add(source.subscribe { model in target.source?.set(model) })
        }
        return Source(named: name, retaining: keepAlive) { state, _ in
            target.attach(state)
            return first.model
        }
    }
}
