import VeritySynchronization

/// The shared stored values that persistable sources use now, one per store identity, held
/// weakly: a value lives as long as some source over its store does.
enum SharedStoredValues {
    private struct Key: Hashable, Sendable {
        let type: ObjectIdentifier
        let identity: StoreIdentity
    }

    private struct Entry: Sendable {
        weak var value: (AnyObject & Sendable)?
    }

    private struct Table: Sendable {
        var entries: [Key: Entry] = [:]
        /// The size at which dead entries are swept next, so sweeping costs constant time per
        /// insertion on average.
        var sweepAt = 16
    }

    private static let table = Locked(Table())

    /// The value that sources over `store` share, read from the store if no source over the
    /// same place exists now; a store without an identity gets a value of its own.
    static func value<Store: PersistenceStore>(for store: Store) -> SharedStoredValue<Store> {
        guard let identity = store.identity else { return SharedStoredValue(store: store) }
        let key = Key(type: ObjectIdentifier(SharedStoredValue<Store>.self), identity: identity)
        if let existing = table.withLock({ $0.entries[key]?.value }) as? SharedStoredValue<Store> {
            return existing
        }
        // NB: the store is read outside the lock, so that one slow store does not hold up
        // sources over others; if another thread got in first, its value wins and this one,
        // never shown, is dropped.
        let made = SharedStoredValue(store: store)
        let shared = table.withLock { table -> SharedStoredValue<Store> in
            if let existing = table.entries[key]?.value as? SharedStoredValue<Store> {
                return existing
            }
            if table.entries.count >= table.sweepAt {
                table.entries = table.entries.filter { $0.value.value != nil }
                table.sweepAt = max(16, table.entries.count * 2)
            }
            table.entries[key] = Entry(value: made)
            return made
        }
        return shared
    }
}
