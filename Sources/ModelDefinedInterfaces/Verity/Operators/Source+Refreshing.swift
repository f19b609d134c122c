import VeritySynchronization

extension Source {
    /// A source that shows this one's models unchanged and refreshes it `interval` after each
    /// fetched value arrives: quotes that stay current, a feed that polls.
    ///
    /// - **Intermediate models:** every model of this source is shown once, in order,
    ///   unchanged, none skipped.
    /// - The wait starts again with every fetched value, so refreshing by hand postpones the
    ///   next automatic refresh; while fetching or failed, nothing waits (failures are
    ///   `retrying(_:clock:)`'s job).
    /// - Time is measured by `clock`, so tests pass a `TestClock`.
    /// - The wait is cancelled when this source is released. It is not counted in
    ///   `runningWork`, since it never ends while values keep arriving; the refresh it starts
    ///   is the upstream's. A refresh whose value has been replaced meanwhile does not run.
    ///
    /// ```swift
    /// let quote = Source(fetching: { try await api.quote("AAPL") }).refreshing(every: .seconds(30))
    /// ```
    public func refreshing<Value>(
        named name: String? = nil,
        every interval: Duration,
        clock: any Clock<Duration> = ContinuousClock()
    ) -> Source<Model> where Model == Fetchable<Value> {
        let timer = RefreshTimer()
        let refreshing = Source.derived(from: self, named: name) { model, _, _ in
            model
        } next: { model, state in
            state.set(model)
            timer.restart(after: model, interval: interval, clock: clock, state: state)
        }
        refreshing.retained?.add(OnRelease { timer.cancel() })
        timer.restart(after: refreshing.model, interval: interval, clock: clock, state: refreshing.ownerState)
        return refreshing
    }
}

/// The one wait for the next automatic refresh.
private final class RefreshTimer: Sendable {
    private let task = Locked<(ticket: UInt64, task: Task<Void, Never>?)>((0, nil))

    func restart<Value>(
        after model: Fetchable<Value>, interval: Duration, clock: any Clock<Duration>,
        state: SourceSetter<Fetchable<Value>>
    ) {
        let (ticket, previous) = task.withLock { slot -> (UInt64, Task<Void, Never>?) in
            slot.ticket += 1
            defer { slot.task = nil }
            return (slot.ticket, slot.task)
        }
        previous?.cancel()
        guard case .fetched(let fetched) = model else { return }
        guard state.isAlive else { return }
        let started = Task {
            try? await clock.sleep(for: interval)
            // NB: a newer value, or a refresh by hand, has made this one stale; checking first
            // keeps that expected case out of the log.
            guard !Task.isCancelled, fetched.refresh.isCurrent else { return }
            fetched.refresh()
        }
        let superseded = task.withLock { slot -> Bool in
            guard slot.ticket == ticket else { return true }
            slot.task = started
            return false
        }
        if superseded { started.cancel() }
    }

    /// Stops waiting for good: the source is gone.
    func cancel() {
        let running = task.withLock { slot -> Task<Void, Never>? in
            slot.ticket += 1
            defer { slot.task = nil }
            return slot.task
        }
        running?.cancel()
    }
}
