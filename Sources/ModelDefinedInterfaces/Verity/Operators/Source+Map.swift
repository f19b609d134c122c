extension Source {
    /// A source of `transform` applied to each model of this one, such as the part of a model
    /// one screen shows. Actions inside the transformed models keep working: they still belong
    /// to this source.
    ///
    /// **Intermediate models:** every model of this source, from its current one, is
    /// transformed and emitted once, in order, none skipped (see `derived(from:named:initial:next:)`).
    ///
    /// ```swift
    /// let userName: Source<String?> = authentication.map { $0.authenticated?.user.name }
    /// ```
    public func map<Transformed: Sendable>(
        named name: String? = nil,
        _ transform: @escaping @Sendable (Model) -> Transformed
    ) -> Source<Transformed> {
        .derived(from: self, named: name) { model, _, _ in
            transform(model)
        } next: { model, state in
            state.set(transform(model))
        }
    }

    /// A source that starts with this source's current model, whatever it is, and afterwards
    /// emits only the models for which `isIncluded` returns true.
    ///
    /// **Intermediate models:** every later model of this source that `isIncluded` accepts is
    /// emitted once, in order, none skipped.
    ///
    /// ```swift
    /// let loaded = weather.filtered { if case .fetching = $0 { false } else { true } }
    /// ```
    public func filtered(_ isIncluded: @escaping @Sendable (Model) -> Bool) -> Source<Model> {
        .derived(from: self) { model, _, _ in
            model
        } next: { model, state in
            if isIncluded(model) {
                state.set(model)
            }
        }
    }

    /// A source that pairs each model with the one before it, for renderers that animate
    /// changes. The first model has no previous one.
    ///
    /// **Intermediate models:** every model of this source is emitted once, in order, each
    /// paired with the model of this source just before it, none skipped.
    ///
    /// ```swift
    /// let changes = score.currentAndPrevious()
    /// // CurrentAndPrevious(current: 3, previous: 2)
    /// ```
    public func currentAndPrevious() -> Source<CurrentAndPrevious<Model>> {
        .derived(from: self) { model, _, _ in
            CurrentAndPrevious(current: model, previous: nil)
        } next: { model, state in
            state.update { pair, _ in CurrentAndPrevious(current: model, previous: pair.current) }
        }
    }
}
