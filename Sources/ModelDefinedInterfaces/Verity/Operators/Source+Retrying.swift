extension Source {
    /// A source that shows this one's models unchanged and, whenever it fails, invokes `retry`
    /// after the strategy's delay, until `maximumAttempts` attempts have failed in a row.
    /// Time is measured by `clock`, so tests can pass a clock that does not really wait.
    ///
    /// **Intermediate models:** every model of this source is shown once, in order, unchanged,
    /// none skipped; each failure among them schedules its retry.
    ///
    /// ```swift
    /// let weather = Source(fetching: api.weather)
    ///     .retrying(.constant(.seconds(2), maximumAttempts: 3))
    /// ```
    public func retrying<Value>(
        _ strategy: RetryStrategy,
        clock: any Clock<Duration> = ContinuousClock()
    ) -> Source<Model> where Model == Fetchable<Value> {
        .derived(from: self) { model, state, _ in
            Self.scheduleRetry(after: model, strategy: strategy, clock: clock, state: state)
            return model
        } next: { model, state in
            Self.scheduleRetry(after: model, strategy: strategy, clock: clock, state: state)
            state.set(model)
        }
    }

    private static func scheduleRetry<Value>(
        after model: Fetchable<Value>,
        strategy: RetryStrategy,
        clock: any Clock<Duration>,
        state: SourceSetter<Fetchable<Value>>
    ) {
        guard let failure = model.failure, failure.attempts < strategy.maximumAttempts else { return }
        let delay = strategy.delay(failure.attempts)
        Task {
            try? await clock.sleep(for: delay)
            // NB: if the source is gone, or someone already retried, this retry is stale and
            // must not run; checking first keeps that expected case out of the log.
            guard state.isAlive, failure.retry.binding.isCurrent else { return }
            failure.retry()
        }
    }
}
