import Foundation

extension Source {
    /// Creates a source for the value kept in `store`.
    ///
    /// - **One value per place.** Every persistable source over the same place (stores with
    ///   equal `identity`: the same file, the same database row, the same `InMemoryStore`)
    ///   shows the same value: a `set` or `clear` through any of them reaches all of them at
    ///   once, so they never disagree. The store is read when the first of them is created.
    /// - **Writes off the caller's thread.** `set` and `clear` show the new value at once and
    ///   write it afterwards, as work the source owns (`runningWork` names it; a
    ///   `SourceTester`'s `finish(timeout:)` waits for it).
    /// - **Errors in the model.** A store that cannot be read gives `.failure`, whose `retry`
    ///   reads it again. A write that fails puts back what the store still holds, with the
    ///   error in `Found.error` or `NotFound.error`.
    /// - **Staleness on time.** With `staleAfter`, a found value's `isStale` turns true at the
    ///   moment it expires: the source emits again then, waiting on `clock` (a test passes a
    ///   `TestClock`, and a `now` that reads it). The wait ends with the source; it is not
    ///   counted in `runningWork`, since it lasts as long as the value is fresh.
    ///
    /// ```swift
    /// let token = Source(persistedIn: FileStore<String>(url: tokenURL), staleAfter: .seconds(3600))
    /// ```
    ///
    /// - Parameters:
    ///   - name: How the source's actions describe themselves; defaults to the model's type name.
    ///   - store: Where the value is kept.
    ///   - maximumAge: How old a stored value may be before `isStale` is true (`staleAfter`);
    ///     never stale if nil.
    ///   - now: The current date, injectable for tests.
    ///   - clock: What the source waits on until a value expires.
    public convenience init<Store: PersistenceStore>(
        named name: String? = nil,
        persistedIn store: Store,
        staleAfter maximumAge: Duration? = nil,
        now: @escaping @Sendable () -> Date = { Date() },
        clock: any Clock<Duration> = ContinuousClock()
    ) where Model == Persistable<Store.Value> {
        let rules = PersistableRules(
            shared: SharedStoredValues.value(for: store),
            maximumAge: maximumAge,
            now: now,
            expiry: ExpiryTimer(clock: clock)
        )
        let keepAlive = KeepAlive()
        self.init(named: name, retaining: keepAlive) { state, actions in
            // NB: listening before the first model is built means no change can fall between
            // the two; a change made meanwhile by another thread waits for this initializer.
            keepAlive.add(rules.shared.listen { rules.refresh(state) })
            keepAlive.add(OnRelease { rules.expiry.cancel() })
            return rules.model(state: state, actions: actions)
        }
        rules.scheduleExpiry(ownerState)
    }
}

/// The rules one persistable source applies to the value it shares with the others over its
/// store: how its models look, when they are stale.
private struct PersistableRules<Store: PersistenceStore>: Sendable {
    typealias Value = Store.Value
    typealias State = SourceSetter<Persistable<Value>>
    let shared: SharedStoredValue<Store>
    let maximumAge: Duration?
    let now: @Sendable () -> Date
    let expiry: ExpiryTimer

    func model(state: State, actions: ActionFactory) -> Persistable<Value> {
        let snapshot = shared.snapshot
        let set = actions.action("set") { (value: Value) in
            write(Persisted(value: value, savedAt: now()), state)
        }
        switch snapshot.content {
        case .unreadable(let error):
            return .failure(
                .init(
                    error: snapshot.writeError ?? error,
                    retry: actions.action("retry") {
                        state.run("reading \(state.name)") { shared.reload() }
                    },
                    set: set
                ))
        case .loaded(nil):
            return .notFound(.init(error: snapshot.writeError, set: set))
        case .loaded(let persisted?):
            return .found(
                .init(
                    value: persisted.value,
                    savedAt: persisted.savedAt,
                    isStale: isStale(persisted.savedAt),
                    error: snapshot.writeError,
                    set: set,
                    clear: actions.action("clear") { write(nil, state) }
                ))
        }
    }

    private func write(_ persisted: Persisted<Value>?, _ state: State) {
        if shared.change(to: persisted) {
            state.run("writing \(state.name)") { shared.writePending() }
        }
    }

    /// Emits this source's model of the shared value as it is now.
    func refresh(_ state: State) {
        state.update { _, actions in model(state: state, actions: actions) }
        scheduleExpiry(state)
    }

    /// Starts (or moves) the wait for the current value's expiry, or stops it when there is
    /// nothing left to expire.
    func scheduleExpiry(_ state: State) {
        guard let maximumAge else { return }
        guard let found = state.model?.found, !found.isStale else {
            expiry.schedule(nil, after: .zero) { _ in }
            return
        }
        let expiresAt = found.savedAt.addingTimeInterval(maximumAge.timeInterval)
        let delay = Duration.seconds(expiresAt.timeIntervalSince(now()))
        expiry.schedule(found.savedAt, after: delay) { savedAt in
            state.updateIfChanged { current, actions in
                guard let found = current.found, found.savedAt == savedAt, !found.isStale else { return nil }
                return model(state: state, actions: actions)
            }
        }
    }

    private func isStale(_ savedAt: Date) -> Bool {
        guard let maximumAge else { return false }
        return expiry.hasExpired(savedAt) || now().timeIntervalSince(savedAt) >= maximumAge.timeInterval
    }
}

extension Duration {
    /// The duration in seconds, as `Date` arithmetic wants it.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

extension SourceSetter {
    /// The source's name, for the work it runs.
    var name: String {
        core.name
    }
}
