import Foundation

extension Source {
    /// A fetchable source that remembers its last fetched value in `store`: every fetched value
    /// is saved, and while a fetch is in progress the stored value is shown as fetched (its
    /// `refresh` does nothing, since a fetch is already running). Failures show as they are.
    ///
    /// **Intermediate models:** every model of this source is shown once, in order, none
    /// skipped: a `.fetching` one as the stored value when there is one, the others as they are.
    ///
    /// The value is shared with every persistable source over the same place, so a
    /// `Source(persistedIn:)` over the store shows each fetched value too. Saving happens off
    /// the thread that delivers the fetched value, as work the source owns. This source cannot
    /// spare a fetch, because the upstream fetches by itself; to skip fetching while the stored
    /// value is fresh, use `Source(fetching:cachedIn:freshFor:)`.
    ///
    /// ```swift
    /// let weather = Source(fetching: api.weather)
    ///     .persisted(using: FileStore<Weather>(url: cacheURL))
    /// ```
    public func persisted<Value, Store: PersistenceStore>(
        using store: Store,
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> Source<Fetchable<Value>> where Model == Fetchable<Value>, Store.Value == Value {
        let shared = SharedStoredValues.value(for: store)
        return .derived(from: self) { model, state, actions in
            save(model, in: shared, now: now, state: state)
            return showingStored(model, from: shared, actions: actions)
        } next: { model, state in
            state.set { showingStored(model, from: shared, actions: $0) }
            save(model, in: shared, now: now, state: state)
        }
    }
}

/// `upstream`, except that while it fetches the stored value shows as fetched.
private func showingStored<Store: PersistenceStore>(
    _ upstream: Fetchable<Store.Value>,
    from shared: SharedStoredValue<Store>,
    actions: ActionFactory
) -> Fetchable<Store.Value> {
    guard upstream.isFetching, case .loaded(let stored?) = shared.snapshot.content else { return upstream }
    return .fetched(.init(value: stored.value, refresh: actions.action("refresh") {}))
}

private func save<Store: PersistenceStore>(
    _ upstream: Fetchable<Store.Value>,
    in shared: SharedStoredValue<Store>,
    now: @escaping @Sendable () -> Date,
    state: SourceSetter<Fetchable<Store.Value>>
) {
    guard let value = upstream.value else { return }
    if shared.change(to: Persisted(value: value, savedAt: now())) {
        state.run("writing \(state.name)") { shared.writePending() }
    }
}
