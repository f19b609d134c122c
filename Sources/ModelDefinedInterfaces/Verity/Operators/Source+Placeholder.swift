extension Source {
    /// A source that shows `placeholder` instead of every model for which `isPending` is true,
    /// so a screen always has a model of the right shape to draw (a skeleton while loading).
    /// Like `map(named:_:)`, it emits once for every model of this source, in order.
    ///
    /// ```swift
    /// let feed = Source(fetching: api.feed).placeholder(.fetched(.init(value: Feed.skeleton, refresh: .doNothing))) {
    ///     $0.isFetching
    /// }
    /// ```
    public func placeholder(
        named name: String? = nil,
        _ placeholder: Model,
        while isPending: @escaping @Sendable (Model) -> Bool
    ) -> Source<Model> {
        map(named: name) { isPending($0) ? placeholder : $0 }
    }
}
