extension Source {
    /// A source that is fetched once both this source and `other` are: its value pairs theirs,
    /// `refresh` refreshes both, and `retry` retries whichever failed. While either is still
    /// fetching, so is the combination; if either failed, so did the combination (the error
    /// shown is this source's if both failed).
    ///
    /// ```swift
    /// let profile = user.combinedFetch(with: avatar) // Source<Fetchable<(User, Image)>>
    /// ```
    public func combinedFetch<Value, Other: Sendable>(
        with other: Source<Fetchable<Other>>
    ) -> Source<Fetchable<(Value, Other)>> where Model == Fetchable<Value> {
        .combining(self, other) { actions, first, second in combine(first, second, actions) }
    }
}

private func combine<First, Second>(
    _ first: Fetchable<First>,
    _ second: Fetchable<Second>,
    _ actions: ActionFactory
) -> Fetchable<(First, Second)> {
    if case .fetched(let first) = first, case .fetched(let second) = second {
        return .fetched(
            .init(
                value: (first.value, second.value),
                refresh: actions.action("refresh") {
                    first.refresh()
                    second.refresh()
                }))
    }
    let error = first.failure?.error ?? second.failure?.error
    guard let error else { return .fetching }
    let attempts = max(first.failure?.attempts ?? 0, second.failure?.attempts ?? 0)
    let retries = [first.failure?.retry, second.failure?.retry].compactMap { $0 }
    return .failure(
        .init(
            error: error, attempts: attempts,
            retry: actions.action("retry") {
                for retry in retries { retry() }
            }))
}
