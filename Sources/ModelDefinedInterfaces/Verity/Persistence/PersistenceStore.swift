/// Somewhere a single value can be saved, loaded and removed: memory, a file, a database.
/// Persistable sources and `Source.persisted(using:)` read and write through it.
///
/// Implementations must be safe to call from any thread, and `save` must replace the stored
/// value atomically: a reader sees the old value or the new one, never a mixture.
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
}
