import Foundation

/// The model of a stored value: a value was found (and can be replaced or cleared, and may be
/// stale), nothing is stored (and a value can be set), or the store could not be read (and can
/// be read again, or overwritten).
///
/// A write that fails does not hide the value: the model goes back to what the store holds and
/// carries the write's `error`, so the screen can say that the change was not saved.
///
/// ```swift
/// switch settings.model {
/// case .found(let found): show(found.value, stale: found.isStale, unsaved: found.error); resetButton.action = found.clear
/// case .notFound(let notFound): notFound.set(.defaults)
/// case .failure(let failure): show(failure.error); retryButton.action = failure.retry
/// }
/// ```
///
/// A closed set on purpose: a model's states are its interface, and a renderer switches over them
/// exhaustively so that the compiler finds every place a new state must be handled; a new state is
/// a breaking change, made in a major version.
public enum Persistable<Value: Sendable>: Sendable {
    /// A value is stored.
    case found(Found)
    /// Nothing is stored.
    case notFound(NotFound)
    /// The store could not be read, so what it holds is unknown.
    case failure(Failure)

    /// A stored value with the actions that replace or remove it.
    public struct Found: Sendable {
        /// The stored value.
        public var value: Value
        /// When it was saved.
        public var savedAt: Date
        /// Whether it is older than the source's maximum age. A persistable source emits again,
        /// with `isStale` true, at the moment the value expires.
        public var isStale: Bool
        /// Why the last `set` or `clear` could not be written, if it failed: `value` is then
        /// still what the store holds. The next successful write clears it.
        public var error: (any Error)?
        /// Saves a new value.
        public var set: Action<Value>
        /// Removes the stored value.
        public var clear: Action<Void>

        /// Creates the found state; in tests, pass `.doNothing` for actions you do not use.
        public init(
            value: Value, savedAt: Date, isStale: Bool, error: (any Error)? = nil,
            set: Action<Value>, clear: Action<Void>
        ) {
            self.value = value
            self.savedAt = savedAt
            self.isStale = isStale
            self.error = error
            self.set = set
            self.clear = clear
        }
    }

    /// Nothing stored, with the action that stores a value.
    public struct NotFound: Sendable {
        /// Why the last `set` or `clear` could not be written, if it failed: the store still
        /// holds nothing.
        public var error: (any Error)?
        /// Saves a value.
        public var set: Action<Value>

        /// Creates the not-found state; in tests, pass `.doNothing` for the action.
        public init(error: (any Error)? = nil, set: Action<Value>) {
            self.error = error
            self.set = set
        }
    }

    /// A store that could not be read, with the actions that read it again or overwrite it.
    public struct Failure: Sendable {
        /// Why the store could not be read (or, after a failed `set`, written).
        public var error: any Error
        /// Reads the store again.
        public var retry: Action<Void>
        /// Saves a value over whatever the store holds.
        public var set: Action<Value>

        /// Creates the failure state; in tests, pass `.doNothing` for actions you do not use.
        public init(error: any Error, retry: Action<Void>, set: Action<Value>) {
            self.error = error
            self.retry = retry
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

    /// The not-found state, if nothing is stored.
    public var notFound: NotFound? {
        if case .notFound(let notFound) = self { notFound } else { nil }
    }

    /// The failure, if the store could not be read.
    public var failure: Failure? {
        if case .failure(let failure) = self { failure } else { nil }
    }

    /// The error of the last failed read or write, whatever the state.
    public var error: (any Error)? {
        switch self {
        case .found(let found): found.error
        case .notFound(let notFound): notFound.error
        case .failure(let failure): failure.error
        }
    }
}

extension Persistable: Equatable where Value: Equatable {}

// NB: errors are not `Equatable` in general, so their descriptions stand in for them, as in
// `Fetchable.Failure`.
private func sameError(_ lhs: (any Error)?, _ rhs: (any Error)?) -> Bool {
    lhs.map { String(reflecting: $0) } == rhs.map { String(reflecting: $0) }
}

extension Persistable.Found: Equatable where Value: Equatable {
    /// Equal when every field is, errors comparing by their descriptions.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.value == rhs.value && lhs.savedAt == rhs.savedAt && lhs.isStale == rhs.isStale
            && lhs.set == rhs.set && lhs.clear == rhs.clear && sameError(lhs.error, rhs.error)
    }
}

extension Persistable.NotFound: Equatable where Value: Equatable {
    /// Equal when both have the same action and errors that read the same.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.set == rhs.set && sameError(lhs.error, rhs.error)
    }
}

extension Persistable.Failure: Equatable where Value: Equatable {
    /// Equal when both have the same actions and errors that read the same.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.retry == rhs.retry && lhs.set == rhs.set && sameError(lhs.error, rhs.error)
    }
}
