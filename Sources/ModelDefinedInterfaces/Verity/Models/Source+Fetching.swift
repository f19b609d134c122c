extension Source {
    /// Creates a source that fetches a value with `fetch` at once, and again whenever its
    /// `refresh` or `retry` action is invoked. It starts as `.fetching`.
    ///
    /// ```swift
    /// let weather = Source(fetching: { try await api.weather(in: "Oslo") })
    /// ```
    ///
    /// - Parameters:
    ///   - name: How the source's actions describe themselves; defaults to the model type.
    ///   - fetch: Produces the value or throws; called once per attempt.
    public convenience init<Value>(
        named name: String? = nil,
        fetching fetch: @escaping @Sendable () async throws -> Value
    ) where Model == Fetchable<Value> {
        self.init(named: name) { _, _ in .fetching }
        FetchLoop(fetch: fetch, state: ownerState).start(failedAttempts: 0, showFetching: false)
    }
}

/// Runs one fetch attempt at a time and turns its outcome into the next model.
private struct FetchLoop<Value: Sendable>: Sendable {
    let fetch: @Sendable () async throws -> Value
    let state: SourceSetter<Fetchable<Value>>

    func start(failedAttempts: Int, showFetching: Bool) {
        if showFetching {
            state.set(.fetching)
        }
        Task {
            guard state.isAlive else { return }
            do {
                let value = try await fetch()
                state.set { actions in
                    .fetched(
                        .init(
                            value: value,
                            refresh: actions.action("refresh") {
                                start(failedAttempts: 0, showFetching: true)
                            }))
                }
            } catch {
                let attempts = failedAttempts + 1
                state.set { actions in
                    .failure(
                        .init(
                            error: error, attempts: attempts,
                            retry: actions.action("retry") {
                                start(failedAttempts: attempts, showFetching: true)
                            }))
                }
            }
        }
    }
}
