import Foundation

extension Source {
    /// Creates a source for the value kept in `store`. It loads the store once, at creation,
    /// and from then on every `set` or `clear` writes the store first and then emits.
    ///
    /// A store that cannot be read counts as empty; a write that fails leaves the model as it
    /// was. Both are written to `VerityLog`, because the model has no place for them.
    ///
    /// ```swift
    /// let token = Source(persistedIn: FileStore<String>(url: tokenURL), staleAfter: .seconds(3600))
    /// ```
    ///
    /// - Parameters:
    ///   - staleAfter: How old a stored value may be before `isStale` is true; never stale if nil.
    ///   - now: The current date, injectable for tests.
    public convenience init<Store: PersistenceStore>(
        named name: String? = nil,
        persistedIn store: Store,
        staleAfter maximumAge: Duration? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) where Model == Persistable<Store.Value> {
        let storage = PersistableStorage(store: store, maximumAge: maximumAge, now: now)
        self.init(named: name) { state, actions in
            storage.model(for: storage.loadLogged(), state: state, actions: actions)
        }
    }
}

/// The persistence rules behind a persistable source, kept apart from the source so that
/// actions capture only this and the source's state.
private struct PersistableStorage<Store: PersistenceStore>: Sendable {
    typealias Value = Store.Value
    let store: Store
    let maximumAge: Duration?
    let now: @Sendable () -> Date

    func loadLogged() -> Persisted<Value>? {
        do {
            return try store.load()
        } catch {
            VerityLog.write("treating the store as empty: \(error)")
            return nil
        }
    }

    func model(
        for persisted: Persisted<Value>?,
        state: SourceState<Persistable<Value>>,
        actions: ActionFactory
    ) -> Persistable<Value> {
        let set = actions.action("set") { (value: Value) in
            let persisted = Persisted(value: value, savedAt: now())
            do {
                try store.save(persisted)
                state.set { model(for: persisted, state: state, actions: $0) }
            } catch {
                VerityLog.write("could not save: \(error)")
            }
        }
        guard let persisted else {
            return .notFound(.init(set: set))
        }
        let clear = actions.action("clear") {
            do {
                try store.remove()
                state.set { model(for: nil, state: state, actions: $0) }
            } catch {
                VerityLog.write("could not clear: \(error)")
            }
        }
        return .found(.init(
            value: persisted.value,
            savedAt: persisted.savedAt,
            isStale: isStale(persisted.savedAt),
            set: set,
            clear: clear
        ))
    }

    private func isStale(_ savedAt: Date) -> Bool {
        guard let maximumAge else { return false }
        let age = now().timeIntervalSince(savedAt)
        let (seconds, attoseconds) = maximumAge.components
        return age > Double(seconds) + Double(attoseconds) / 1e18
    }
}
