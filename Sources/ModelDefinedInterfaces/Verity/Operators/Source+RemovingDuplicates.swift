extension Source {
    /// A source that starts with this source's current model and afterwards emits a model only
    /// when `areDuplicates` says it differs from the last one it emitted.
    ///
    /// **Intermediate models:** every later model of this source that differs from the one
    /// before it is emitted once, in order; a run of duplicates shows as its first model.
    /// Declining is one atomic step (see `SourceSetter.updateIfChanged(_:)`), so the last model
    /// it shows is always equivalent to this source's last one, however deliveries interleave.
    ///
    /// ```swift
    /// let userName = session.map(\.userName).removingDuplicates { $0 == $1 }
    /// ```
    public func removingDuplicates(
        named name: String? = nil,
        by areDuplicates: @escaping @Sendable (Model, Model) -> Bool
    ) -> Source<Model> {
        .derived(from: self, named: name) { model, _, _ in
            model
        } next: { model, state in
            state.updateIfChanged { last, _ in areDuplicates(last, model) ? nil : model }
        }
    }

    /// A source that emits a model only when it differs from the last one it emitted: every
    /// change, once, in order (see `removingDuplicates(named:by:)`).
    ///
    /// ```swift
    /// let isSignedIn = session.map { $0.user != nil }.removingDuplicates()
    /// ```
    public func removingDuplicates(named name: String? = nil) -> Source<Model> where Model: Equatable {
        removingDuplicates(named: name, by: ==)
    }
}
