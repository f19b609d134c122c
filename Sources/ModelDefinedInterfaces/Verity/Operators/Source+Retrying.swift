extension Source {
    /// A source that shows this one's models unchanged and, whenever it fails, invokes `retry`
    /// after the strategy's delay, until `maximumAttempts` attempts have failed in a row.
    /// Time is measured by `clock`, so tests can pass a clock that does not really wait.
    ///
    /// - **Intermediate models:** every model of this source is shown once, in order,
    ///   unchanged, none skipped; each failure among them schedules its retry.
    /// - The wait before a retry is work the new source owns: `runningWork` names it
    ///   (`SourceTester.finish(timeout:)` waits for it), and it is cancelled when the source is
    ///   released.
    ///
    /// ```swift
    /// let weather = Source(fetching: api.weather)
    ///     .retrying(.constant(.seconds(2), maximumAttempts: 3))
    /// ```
    public func retrying<Value>(
        _ strategy: RetryStrategy,
        clock: any Clock<Duration> = ContinuousClock()
    ) -> Source<Model> where Model == Fetchable<Value> {
        let upstreamName = name
        return .derived(from: self) { model, state, _ in
            Self.scheduleRetry(of: upstreamName, after: model, strategy: strategy, clock: clock, state: state)
            return model
        } next: { model, state in
            Self.scheduleRetry(of: upstreamName, after: model, strategy: strategy, clock: clock, state: state)
            state.set(model)
        }
    }

    private static func scheduleRetry<Value>(
        of upstreamName: String,
        after model: Fetchable<Value>,
        strategy: RetryStrategy,
        clock: any Clock<Duration>,
        state: SourceSetter<Fetchable<Value>>
    ) {
        guard let failure = model.failure, failure.attempts < strategy.maximumAttempts else { return }
        let delay = strategy.delay(failure.attempts)
        state.run("retrying \(upstreamName)") {
            try? await clock.sleep(for: delay)
            // NB: if the source is gone, or someone already retried, this retry is stale and
            // must not run; checking first keeps that expected case out of the log.
            guard state.isAlive, failure.retry.binding.isCurrent else { return }
            failure.retry()
        }
    }
}
