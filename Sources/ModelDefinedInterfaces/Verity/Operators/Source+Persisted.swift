import Foundation

extension Source {
    /// A fetchable source that remembers its last fetched value in `store`: every fetched value
    /// is saved, and while a fetch is in progress the stored value is shown as fetched (its
    /// `refresh` does nothing, since a fetch is already running). Failures show as they are.
    ///
    /// ```swift
    /// let weather = Source(fetching: api.weather)
    ///     .persisted(using: FileStore<Weather>(url: cacheURL))
    /// ```
    public func persisted<Value, Store: PersistenceStore>(
        using store: Store
    ) -> Source<Fetchable<Value>> where Model == Fetchable<Value>, Store.Value == Value {
        let cache = FetchCache(store: store)
        return .derived(from: self) { model, _, actions in
            cache.model(for: model, actions: actions)
        } next: { model, state in
            state.set { cache.model(for: model, actions: $0) }
        }
    }
}

private struct FetchCache<Store: PersistenceStore>: Sendable {
    let store: Store

    func model(for upstream: Fetchable<Store.Value>, actions: ActionFactory) -> Fetchable<Store.Value> {
        switch upstream {
        case .fetched(let fetched):
            do {
                try store.save(Persisted(value: fetched.value, savedAt: Date()))
            } catch {
                VerityLog.write("could not cache a fetched value: \(error)")
            }
            return upstream
        case .fetching:
            let stored: Persisted<Store.Value>?
            do {
                stored = try store.load()
            } catch {
                VerityLog.write("ignoring an unreadable cache: \(error)")
                stored = nil
            }
            guard let stored else { return .fetching }
            return .fetched(.init(value: stored.value, refresh: actions.action("refresh") {}))
        case .failure:
            return upstream
        }
    }
}
