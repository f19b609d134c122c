extension Source {
    /// Calls `observe` for every invocation of an action this source made, whether it ran or
    /// was rejected as stale, until the returned token is released. Observation is opt-in:
    /// while nobody observes, invoking an action reports nothing.
    ///
    /// `observe` runs on the invoking thread, before the action itself runs.
    ///
    /// ```swift
    /// let recording = authentication.observeActions { event in journal.append(event) }
    /// ```
    public func observeActions(_ observe: @escaping @Sendable (ActionEvent) -> Void) -> Subscription {
        let core = core
        let id = core.addObserver(observe)
        return Subscription { core.removeObserver(id) }
    }

    /// Every invocation of this source's actions from now on, as an asynchronous sequence;
    /// useful for logs, debugging and tests that assert stale actions were rejected.
    ///
    /// ```swift
    /// for await event in source.actionEvents where event.rejection != nil { print(event) }
    /// ```
    public var actionEvents: AsyncStream<ActionEvent> {
        AsyncStream(bufferingPolicy: .unbounded) { continuation in
            let core = core
            let id = core.addObserver { continuation.yield($0) }
            continuation.onTermination = { _ in core.removeObserver(id) }
        }
    }
}
