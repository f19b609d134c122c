import VeritySynchronization

extension Source {
    /// Creates a source that fetches a value with `fetch` at once, and again whenever its
    /// `refresh` or `retry` action is invoked. It starts as `.fetching`.
    ///
    /// - **The source owns its fetch:** each attempt runs as work the source owns (see
    ///   `SourceSetter.run(_:priority:operation:)`), named `fetching` and the source's name: it
    ///   shows in `runningWork` until it returns, so `SourceTester.finish(timeout:)` waits for
    ///   it, and releasing the source cancels it.
    /// - **One fetch per model:** a burst of taps on one model's `refresh` (or `retry`), from
    ///   any number of threads, starts one fetch: the first tap to run starts it and the others
    ///   do nothing, since the fetch they asked for is already under way.
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
        FetchLoop(fetch: fetch, state: ownerState).start(turn: 0, failedAttempts: 0, showFetching: false)
    }
}

/// Runs one fetch attempt at a time and turns its outcome into the next model.
private struct FetchLoop<Value: Sendable>: Sendable {
    let fetch: @Sendable () async throws -> Value
    let state: SourceSetter<Fetchable<Value>>
    /// The number of the latest attempt: the outcome of attempt `n` offers actions that start
    /// attempt `n + 1`, and only the first of them to run does.
    let lastTurn = Locked<UInt64>(0)

    /// Starts attempt `turn`, already claimed.
    func start(turn: UInt64, failedAttempts: Int, showFetching: Bool) {
        if showFetching {
            state.set(.fetching)
        }
        state.run("fetching \(state.name)") {
            guard state.isAlive else { return }
            do {
                let value = try await fetch()
                guard !Task.isCancelled else { return }
                state.set { actions in
                    .fetched(
                        .init(
                            value: value,
                            refresh: actions.action("refresh") {
                                startAfter(turn, failedAttempts: 0)
                            }))
                }
            } catch {
                guard !Task.isCancelled else { return }
                let attempts = failedAttempts + 1
                state.set { actions in
                    .failure(
                        .init(
                            error: error, attempts: attempts,
                            retry: actions.action("retry") {
                                startAfter(turn, failedAttempts: attempts)
                            }))
                }
            }
        }
    }

    /// Starts the attempt after `turn`, unless another tap on the same model already has.
    private func startAfter(_ turn: UInt64, failedAttempts: Int) {
        // NB: every tap on one model is admitted while the model is current, before any of
        // them has moved the source on, so the claim decides which one fetches.
        let claimed = lastTurn.withLock { last -> Bool in
            guard last == turn else { return false }
            last += 1
            return true
        }
        if claimed {
            start(turn: turn + 1, failedAttempts: failedAttempts, showFetching: true)
        }
    }
}
