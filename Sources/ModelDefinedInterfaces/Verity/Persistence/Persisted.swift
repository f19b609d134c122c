import Foundation

/// A stored value and when it was saved, as a `PersistenceStore` keeps it.
///
/// ```swift
/// try store.save(Persisted(value: settings, savedAt: Date()))
/// ```
public struct Persisted<Value: Sendable>: Sendable {
    /// The stored value.
    public var value: Value
    /// When it was saved; staleness is measured from here.
    public var savedAt: Date

    /// Pairs a value with the moment it was saved.
    public init(value: Value, savedAt: Date) {
        self.value = value
        self.savedAt = savedAt
    }
}

extension Persisted: Equatable where Value: Equatable {}
extension Persisted: Hashable where Value: Hashable {}
extension Persisted: Codable where Value: Codable {}
