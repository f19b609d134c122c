/// Thrown by value-returning and async actions that were invoked from a model that is no
/// longer current, instead of running them against the wrong state.
///
/// ```swift
/// do {
///     let receipt = try stalePurchase(item)
/// } catch {
///     print(error.reason) // superseded
/// }
/// ```
public struct ActionRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why an invocation was refused. Later versions may add reasons: compare with `==`, or
    /// give a `switch` a `default`. Encoded as its name (`"superseded"`).
    public struct Reason: Hashable, Codable, Sendable, CustomStringConvertible {
        enum Value: String {
            case superseded, sourceReleased, detached
        }

        let value: Value

        /// The source has left the state the action's model was in (see `Action`).
        public static let superseded = Reason(value: .superseded)
        /// The source that made the action no longer exists.
        public static let sourceReleased = Reason(value: .sourceReleased)
        /// The action was decoded or otherwise belongs to no live source.
        public static let detached = Reason(value: .detached)

        private init(value: Value) { self.value = value }

        /// Decodes a reason from its name; an unknown name is a decoding error.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let name = try container.decode(String.self)
            guard let value = Value(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "unknown action rejection reason '\(name)'")
            }
            self.value = value
        }

        /// Encodes the reason as its name.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(value.rawValue)
        }

        /// The reason's name, as written above (`sourceReleased`).
        public var description: String { value.rawValue }
    }

    /// The action that was refused.
    public let action: ActionIdentity
    /// Why it was refused.
    public let reason: Reason

    /// Creates a rejection; useful for test doubles that mimic a stale action.
    public init(action: ActionIdentity, reason: Reason) {
        self.action = action
        self.reason = reason
    }

    /// A log-friendly sentence naming the action and the reason.
    public var description: String {
        switch reason.value {
        case .superseded: "rejected \(action): its source has left the state it was taken from"
        case .sourceReleased: "rejected \(action): its source no longer exists"
        case .detached: "rejected \(action): it belongs to no live source"
        }
    }
}
