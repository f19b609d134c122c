/// The model of a live connection that delivers values, such as a socket or a subscription to
/// server events: disconnected (and connectable, perhaps after an error), connecting (and
/// cancellable), or connected with the latest value (and disconnectable).
///
/// ```swift
/// switch prices.model {
/// case .disconnected(let state): state.connect()
/// case .connecting(let state): cancelButton.action = state.cancel
/// case .connected(let state): show(state.value); closeButton.action = state.disconnect
/// }
/// ```
///
/// A closed set on purpose: a model's states are its interface, and a renderer switches over them
/// exhaustively so that the compiler finds every place a new state must be handled; a new state is
/// a breaking change, made in a major version.
public enum Connectable<Value: Sendable>: Sendable {
    /// No connection.
    case disconnected(Disconnected)
    /// Connecting; no value has arrived yet.
    case connecting(Connecting)
    /// Connected, with the latest value received.
    case connected(Connected)

    /// No connection, with the action that opens one.
    public struct Disconnected: Sendable {
        /// Why the last connection ended, if it failed.
        public var error: (any Error)?
        /// Opens a connection.
        public var connect: Action<Void>

        /// Creates the disconnected state; in tests, pass `.doNothing` for the action.
        public init(error: (any Error)?, connect: Action<Void>) {
            self.error = error
            self.connect = connect
        }
    }

    /// A connection being opened, with the action that abandons it.
    public struct Connecting: Sendable {
        /// Abandons the connection attempt.
        public var cancel: Action<Void>

        /// Creates the connecting state; in tests, pass `.doNothing` for the action.
        public init(cancel: Action<Void>) {
            self.cancel = cancel
        }
    }

    /// An open connection: its latest value and the action that closes it.
    public struct Connected: Sendable {
        /// The latest value received.
        public var value: Value
        /// Closes the connection.
        public var disconnect: Action<Void>

        /// Creates the connected state; in tests, pass `.doNothing` for the action.
        public init(value: Value, disconnect: Action<Void>) {
            self.value = value
            self.disconnect = disconnect
        }
    }

    /// The latest value, while connected.
    public var value: Value? {
        if case .connected(let connected) = self { connected.value } else { nil }
    }
}

extension Connectable: Equatable where Value: Equatable {}
extension Connectable.Connected: Equatable where Value: Equatable {}
extension Connectable.Connecting: Equatable where Value: Equatable {}

extension Connectable.Disconnected: Equatable where Value: Equatable {
    /// Equal when both have the same connect action and errors that read the same.
    /// NB: errors are not `Equatable` in general, so their descriptions stand in for them.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.connect == rhs.connect
            && lhs.error.map { String(reflecting: $0) } == rhs.error.map { String(reflecting: $0) }
    }
}
