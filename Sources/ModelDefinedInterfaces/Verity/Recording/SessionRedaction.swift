/// How a ``SessionRecorder`` describes what a model carries: a state's payload and an action's
/// input. The default writes `String(describing:)` of the value; an app redacts a field by
/// returning its own description (or `"<redacted>"`) for the values it names.
///
/// The recorder keeps nothing but these descriptions and the names of states and actions, and
/// it describes each value when the event happens, so a redacted value is never held.
///
/// ```swift
/// let redaction = SessionRedaction { field in
///     guard field.kind == .payload, field.state == "signedIn" else { return nil }  // the default
///     return "<redacted>"
/// }
/// let recorder = SessionRecorder(redaction: redaction)
/// ```
public struct SessionRedaction: Sendable {
    /// One value about to be described, handed to the redaction while its event is recorded
    /// (so not `Sendable`: it is never kept).
    public struct Field {
        /// Which of an event's values it is. Later versions may add kinds: compare with `==`.
        public struct Kind: Hashable, Sendable {
            let name: String
            /// A state's payload (the enum case's associated value).
            public static let payload = Kind(name: "payload")
            /// An action's input.
            public static let input = Kind(name: "input")
        }

        /// Whether the value is a payload or an input.
        public let kind: Kind
        /// The model type's name as written (`Banking`).
        public let model: String
        /// The state the source is in (for an input, the state the action was invoked in);
        /// `nil` for a model that is not an enum.
        public let state: String?
        /// For an input, the action's method name.
        public let action: String?
        /// The value itself.
        public let value: Any
    }

    let describe: @Sendable (Field) -> String?

    /// A redaction that returns the description to record for a field, or `nil` for the
    /// default (`String(describing:)`).
    public init(_ describe: @escaping @Sendable (Field) -> String?) {
        self.describe = describe
    }

    /// Every payload and input as `String(describing:)` shows it.
    public static let none = SessionRedaction { _ in nil }

    /// No payload and no input at all, only the names of states and actions: each is recorded
    /// as `"<redacted>"`.
    public static let everything = SessionRedaction { _ in "<redacted>" }

    func description(of field: Field) -> String {
        describe(field) ?? String(describing: field.value)
    }
}
