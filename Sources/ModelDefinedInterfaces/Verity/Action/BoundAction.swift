/// What `Action`, `AsyncAction` and `ReturningAction` share beyond their invocation: equality,
/// hashing, coding and description all come from the ``ActionBinding`` alone, so they are
/// written once here.
///
/// NB: an internal protocol, so it adds nothing to the public API; its extension's `public`
/// members still serve as the public types' witnesses for `Hashable`, `Codable` and
/// `CustomStringConvertible`. Invocation stays in each type (`@inlinable`, on the hot path).
protocol BoundAction: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The source, model generation and method the action is bound to.
    var binding: ActionBinding { get }

    /// An action decoded from its identity: bound to no live source, it never runs.
    init(decodedFrom binding: ActionBinding)
}

extension BoundAction {
    /// `Source.method`, as in logs.
    public var description: String {
        binding.identity.description
    }

    /// Actions are equal when they come from the same source and stand for the same method.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.binding == rhs.binding
    }

    /// Hashes the source and method, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(binding)
    }

    /// Decodes an identity; the result belongs to no live source, so it never runs (an
    /// `Action` does nothing, the others throw `ActionRejection` with reason `.detached`).
    /// It equals only other decoded actions with the same identity, never a live action.
    public init(from decoder: any Decoder) throws {
        self.init(decodedFrom: try ActionBinding(from: decoder))
    }

    /// Encodes the identity (source and method) only.
    public func encode(to encoder: any Encoder) throws {
        try binding.encode(to: encoder)
    }
}
