/// The model of something fetched asynchronously: it is being fetched, it was fetched (and can
/// be refreshed), or fetching failed (and can be retried). Only the actions valid in each state
/// exist in it: there is no way to retry something that has not failed.
///
/// ```swift
/// switch weather.model {
/// case .fetching: showSpinner()
/// case .fetched(let fetched): show(fetched.value); refreshButton.action = fetched.refresh
/// case .failure(let failure): show(failure.error, attempt: failure.attempts); retryButton.action = failure.retry
/// }
/// ```
///
/// A closed set on purpose: a model's states are its interface, and a renderer switches over them
/// exhaustively so that the compiler finds every place a new state must be handled; a new state is
/// a breaking change, made in a major version.
public enum Fetchable<Value: Sendable>: Sendable {
    /// A fetch is in progress.
    case fetching
    /// The value arrived.
    case fetched(Fetched)
    /// The last attempt failed.
    case failure(Failure)

    /// A fetched value and the action that fetches it again.
    public struct Fetched: Sendable {
        /// The value.
        public var value: Value
        /// Fetches the value again.
        public var refresh: Action<Void>

        /// Creates the fetched state; in tests, pass `.doNothing` for actions you do not use.
        public init(value: Value, refresh: Action<Void>) {
            self.value = value
            self.refresh = refresh
        }
    }

    /// A failed fetch: what went wrong, how many attempts in a row failed, and the action
    /// that tries again.
    public struct Failure: Sendable {
        /// Why the last attempt failed.
        public var error: any Error
        /// How many consecutive attempts failed, at least 1.
        public var attempts: Int
        /// Tries again.
        public var retry: Action<Void>

        /// Creates the failure state; in tests, pass `.doNothing` for actions you do not use.
        public init(error: any Error, attempts: Int, retry: Action<Void>) {
            self.error = error
            self.attempts = attempts
            self.retry = retry
        }
    }

    /// The fetched value, if there is one.
    public var value: Value? {
        if case .fetched(let fetched) = self { fetched.value } else { nil }
    }

    /// The failure, if the last attempt failed.
    public var failure: Failure? {
        if case .failure(let failure) = self { failure } else { nil }
    }

    /// Whether a fetch is in progress.
    public var isFetching: Bool {
        if case .fetching = self { true } else { false }
    }
}

extension Fetchable: Equatable where Value: Equatable {}

extension Fetchable.Fetched: Equatable where Value: Equatable {}

extension Fetchable.Failure: Equatable where Value: Equatable {
    /// Failures are equal when their errors read the same, their attempt counts match and their
    /// retry actions are the same action. NB: errors are not `Equatable` in general, so their
    /// descriptions stand in for them.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.attempts == rhs.attempts && lhs.retry == rhs.retry
            && String(reflecting: lhs.error) == String(reflecting: rhs.error)
    }
}
