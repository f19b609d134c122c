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
        // NB: both upstreams' subscriptions re-read both current models inside `update`, so
        // whichever delivery commits last combines the latest values. They hold the upstreams
        // weakly: the combined source keeps them alive, and they must not keep themselves alive.
        let recombine: @Sendable (SourceState<Fetchable<(Value, Other)>>) -> Void = { [weak self, weak other] state in
            guard let self, let other else { return }
            state.update { _, actions in combine(self.model, other.model, actions) }
        }
        let combined = Source<Fetchable<(Value, Other)>>.derived(from: self) { first, _, actions in
            combine(first, other.model, actions)
        } next: { _, state in
            recombine(state)
        }
        let state = combined.ownerState
        let subscription = other.subscribe { _ in recombine(state) }
        combined.retained?.add(other)
        combined.retained?.add(subscription)
        return combined
    }
}

private func combine<First, Second>(
    _ first: Fetchable<First>,
    _ second: Fetchable<Second>,
    _ actions: ActionFactory
) -> Fetchable<(First, Second)> {
    if case .fetched(let first) = first, case .fetched(let second) = second {
        return .fetched(.init(value: (first.value, second.value), refresh: actions.action("refresh") {
            first.refresh()
            second.refresh()
        }))
    }
    let error = first.failure?.error ?? second.failure?.error
    guard let error else { return .fetching }
    let attempts = max(first.failure?.attempts ?? 0, second.failure?.attempts ?? 0)
    let retries = [first.failure?.retry, second.failure?.retry].compactMap { $0 }
    return .failure(.init(error: error, attempts: attempts, retry: actions.action("retry") {
        for retry in retries { retry() }
    }))
}
