import VeritySynchronization

/// A `PersistenceStore` that keeps its value in memory: for tests, previews, and caches that
/// need not survive a restart.
///
/// ```swift
/// let store = InMemoryStore<Int>()
/// let counter = Source(persistedIn: store)
/// ```
public final class InMemoryStore<Value: Sendable>: PersistenceStore {
    private let stored: Locked<Persisted<Value>?>

    /// Creates a store, empty unless `initial` is given.
    public init(_ initial: Persisted<Value>? = nil) {
        stored = Locked(initial)
    }

    /// This store object: sources over the same `InMemoryStore` share their value.
    public var identity: StoreIdentity? {
        StoreIdentity(kind: "memory", place: ObjectIdentifier(self))
    }

    /// The stored value, if any.
    public func load() -> Persisted<Value>? {
        stored.withLock { $0 }
    }

    /// Replaces the stored value.
    public func save(_ persisted: Persisted<Value>) {
        let previous = stored.withLock { stored in
            defer { stored = persisted }
            return stored
        }
        // NB: the old value is released here, after the lock, since its deinit may run any code.
        withExtendedLifetime(previous) {}
    }

    /// Forgets the stored value.
    public func remove() {
        let previous = stored.withLock { stored in
            defer { stored = nil }
            return stored
        }
        withExtendedLifetime(previous) {}
    }
}
