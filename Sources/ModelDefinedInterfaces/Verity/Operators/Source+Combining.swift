extension Source {
    /// A source of `transform` applied to the latest models of several sources: it emits
    /// whenever any of them does, always combining the latest of each.
    ///
    /// - Every update of every input reaches it, and the last model it emits combines the
    ///   inputs' last models, whichever thread they were set on.
    /// - It keeps its inputs alive; they hold it only through subscriptions that end when it is
    ///   released.
    /// - Actions inside the inputs' models keep working: they still belong to their sources.
    ///
    /// ```swift
    /// let header = Source.combining(user, unread, settings) { user, unread, settings in
    ///     Header(name: user.name, badge: settings.showsBadges ? unread : nil)
    /// }
    /// ```
    public static func combining<each Input: Sendable>(
        named name: String? = nil,
        _ inputs: repeat Source<each Input>,
        transform: @escaping @Sendable (repeat each Input) -> Model
    ) -> Source<Model> {
        combining(named: name, repeat each inputs) { (_: ActionFactory, input: repeat each Input) in
            transform(repeat each input)
        }
    }

    /// `combining(_:transform:)` for a combination with actions of its own: `build` receives
    /// the factory for the actions of the model it makes, then the inputs' models.
    ///
    /// ```swift
    /// let both = Source.combining(user, avatar) { actions, user, avatar in
    ///     Profile(user: user, avatar: avatar, reload: actions.action("reload") { … })
    /// }
    /// ```
    public static func combining<each Input: Sendable>(
        named name: String? = nil,
        _ inputs: repeat Source<each Input>,
        build: @escaping @Sendable (ActionFactory, repeat each Input) -> Model
    ) -> Source<Model> {
        let target = DerivedTarget<Model>()
        let keepAlive = KeepAlive()
        let latest: @Sendable (ActionFactory) -> Model = { actions in build(actions, repeat (each inputs).model) }
        for input in repeat each inputs {
            keepAlive.follow(input)
            // NB: the input's subscription reads every input's current model when it fires,
            // so whichever delivery commits last combines the latest of all.
            keepAlive.add(
                input.subscribe { _ in
                    target.source?.update { _, actions in latest(actions) }
                })
        }
        return Source(named: name, retaining: keepAlive) { state, actions in
            target.attach(state)
            return latest(actions)
        }
    }

    /// A source of the latest models of `sources`, in their order, updated whenever any of
    /// them emits; `combining(_:transform:)` for a list of one type.
    ///
    /// ```swift
    /// let prices: Source<[Price]> = Source.combining(symbols.map(priceSource))
    /// ```
    public static func combining<Element: Sendable>(
        named name: String? = nil,
        _ sources: [Source<Element>]
    ) -> Source<[Element]> where Model == [Element] {
        let target = DerivedTarget<[Element]>()
        let keepAlive = KeepAlive()
        let latest: @Sendable () -> [Element] = { sources.map(\.model) }
        for source in sources {
            keepAlive.follow(source)
            keepAlive.add(
                source.subscribe { _ in
                    target.source?.update { _, _ in latest() }
                })
        }
        return Source<[Element]>(named: name, retaining: keepAlive) { state, _ in
            target.attach(state)
            return latest()
        }
    }
}
