/// One entry of a ``SessionTrace``: a model a recorded source emitted, or an action invoked on
/// it. The JSON form is documented in `Documentation/SessionTraces.md`.
///
/// ```swift
/// for event in trace.events where event.kind == .action {
///     print(event.action ?? "", event.outcome ?? "")  // signIn executed
/// }
/// ```
public struct SessionEvent: Codable, Hashable, Sendable {
    /// What an event records. Later versions may add kinds: compare with `==`, or give a
    /// `switch` a `default`. Encoded as its name (`"transition"`).
    public struct Kind: Hashable, Codable, Sendable, CustomStringConvertible {
        /// The kind's name, as encoded.
        public let name: String

        /// A source's first model, as recorded when the recorder started watching it.
        public static let state = Kind(name: "state")
        /// A model in another state (enum case) than the source's previous one.
        public static let transition = Kind(name: "transition")
        /// A model in the same state as the previous one, with its payload as it is now.
        public static let update = Kind(name: "update")
        /// An action invoked on one of the source's models, whether it ran or was refused.
        public static let action = Kind(name: "action")

        private init(name: String) { self.name = name }

        /// Decodes a kind from its name; a reader keeps kinds it does not know, by name.
        public init(from decoder: any Decoder) throws {
            name = try decoder.singleValueContainer().decode(String.self)
        }

        /// Encodes the kind as its name.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(name)
        }

        /// The kind's name.
        public var description: String { name }
    }

    /// The event's position in the whole session, from 1; gaps at the start of a trace are the
    /// events the ring dropped.
    public var sequence: Int
    /// When it happened, in seconds since 1970-01-01 00:00:00 UTC.
    public var time: Double
    /// The ``SessionTrace/Source/id`` of the source it happened to.
    public var source: Int
    /// What it records.
    public var kind: Kind
    /// The state (enum case name) the source is in after the event; for an action, the state it
    /// was invoked in. `nil` for a model that is not an enum.
    public var state: String?
    /// The description of the state's payload (after redaction); `nil` for a case without one.
    public var payload: String?
    /// For a transition, the state left.
    public var from: String?
    /// For a transition, the last action that ran in the state left; `nil` when none did (a
    /// timer, a live update, the source's own work).
    public var cause: String?
    /// For an action, its method name (`signIn`).
    public var action: String?
    /// For an action, the description of its input (after redaction); `nil` for no input.
    public var input: String?
    /// For an action, `executed` or `refused`.
    public var outcome: String?
    /// For a refused action, why (`superseded`, `sourceReleased`, `detached`).
    public var reason: String?

    /// Creates an event; the recorder makes them, and a test may build a trace by hand.
    public init(
        sequence: Int, time: Double, source: Int, kind: Kind, state: String? = nil, payload: String? = nil,
        from: String? = nil, cause: String? = nil, action: String? = nil, input: String? = nil,
        outcome: String? = nil, reason: String? = nil
    ) {
        self.sequence = sequence
        self.time = time
        self.source = source
        self.kind = kind
        self.state = state
        self.payload = payload
        self.from = from
        self.cause = cause
        self.action = action
        self.input = input
        self.outcome = outcome
        self.reason = reason
    }
}
