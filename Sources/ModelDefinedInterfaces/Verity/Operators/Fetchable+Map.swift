extension Fetchable {
    /// The same state with its value transformed: `.fetching` stays `.fetching`, a failure
    /// keeps its error, attempts and `retry`, and a fetched value keeps its `refresh`.
    ///
    /// ```swift
    /// let names: Source<Fetchable<[String]>> = users.map { $0.map { $0.map(\.name) } }
    /// ```
    public func map<Transformed: Sendable>(
        _ transform: (Value) throws -> Transformed
    ) rethrows -> Fetchable<Transformed> {
        switch self {
        case .fetching:
            .fetching
        case .fetched(let fetched):
            .fetched(.init(value: try transform(fetched.value), refresh: fetched.refresh))
        case .failure(let failure):
            .failure(.init(error: failure.error, attempts: failure.attempts, retry: failure.retry))
        }
    }
}

extension Source {
    /// A source of this one's fetched values transformed by `transform`; the states and their
    /// actions stay as they are (see `Fetchable.map(_:)`). Like `map(named:_:)`, it emits once
    /// for every model of this source, in order.
    ///
    /// ```swift
    /// let temperature = weather.mapFetched(\.temperature)
    /// ```
    public func mapFetched<Value, Transformed: Sendable>(
        _ transform: @escaping @Sendable (Value) -> Transformed
    ) -> Source<Fetchable<Transformed>> where Model == Fetchable<Value> {
        map { $0.map(transform) }
    }
}
