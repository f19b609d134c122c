/// Somewhere a single value can be saved, loaded and removed: memory, a file, a database.
/// Persistable sources and `Source.persisted(using:)` read and write through it.
///
/// Implementations must be safe to call from any thread, and `save` must replace the stored
/// value atomically: a reader sees the old value or the new one, never a mixture. Persistable
/// sources call them off the thread that invokes their actions.
///
/// A store that names where its value lives (`identity`) lets every persistable source over
/// that place share one value, so that they never disagree; `FileStore`, `InMemoryStore` and
/// `SQLiteStore` do.
///
/// ```swift
/// let store = FileStore<Settings>(url: settingsURL)
/// let settings = Source(persistedIn: store)
/// ```
public protocol PersistenceStore<Value>: Sendable {
    /// The type of value stored.
    associatedtype Value: Sendable

    /// The stored value, or `nil` if nothing is stored.
    func load() throws -> Persisted<Value>?

    /// Replaces the stored value.
    func save(_ persisted: Persisted<Value>) throws

    /// Removes the stored value; removing nothing is not an error.
    func remove() throws

    /// Where the value lives, equal for two stores of the same place (the same file, the same
    /// database row), or `nil` if the store cannot tell. Persistable sources over stores of the
    /// same identity share one value. The default is `nil`.
    var identity: StoreIdentity? { get }
}

extension PersistenceStore {
    /// No identity: each persistable source over this store keeps its own value.
    public var identity: StoreIdentity? { nil }
}
