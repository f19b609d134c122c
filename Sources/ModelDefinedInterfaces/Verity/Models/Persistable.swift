import Foundation

/// The model of a stored value: either a value was found (and can be replaced or cleared, and
/// may be stale), or nothing is stored (and a value can be set).
///
/// ```swift
/// switch settings.model {
/// case .found(let found): show(found.value, stale: found.isStale); resetButton.action = found.clear
/// case .notFound(let notFound): notFound.set(.defaults)
/// }
/// ```
public enum Persistable<Value: Sendable>: Sendable {
    /// A value is stored.
    case found(Found)
    /// Nothing is stored.
    case notFound(NotFound)

    /// A stored value with the actions that replace or remove it.
    public struct Found: Sendable {
        /// The stored value.
        public var value: Value
        /// When it was saved.
        public var savedAt: Date
        /// Whether it was older than the source's maximum age when this model was emitted.
        public var isStale: Bool
        /// Saves a new value.
        public var set: Action<Value>
        /// Removes the stored value.
        public var clear: Action<Void>

        /// Creates the found state; in tests, pass `.doNothing` for actions you do not use.
        public init(value: Value, savedAt: Date, isStale: Bool, set: Action<Value>, clear: Action<Void>) {
            self.value = value
            self.savedAt = savedAt
            self.isStale = isStale
            self.set = set
            self.clear = clear
        }
    }

    /// Nothing stored, with the action that stores a value.
    public struct NotFound: Sendable {
        /// Saves a value.
        public var set: Action<Value>

        /// Creates the not-found state; in tests, pass `.doNothing` for the action.
        public init(set: Action<Value>) {
            self.set = set
        }
    }

    /// The stored value, if any.
    public var value: Value? {
        if case .found(let found) = self { found.value } else { nil }
    }

    /// The found state, if a value is stored.
    public var found: Found? {
        if case .found(let found) = self { found } else { nil }
    }
}

extension Persistable: Equatable where Value: Equatable {}
extension Persistable.Found: Equatable where Value: Equatable {}
extension Persistable.NotFound: Equatable where Value: Equatable {}
