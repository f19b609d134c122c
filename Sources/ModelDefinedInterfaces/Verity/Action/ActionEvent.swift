/// One invocation of an action, as seen by `Source.observeActions(_:)` and
/// `Source.actionEvents`: which action, with what input, and whether it ran.
///
/// ```swift
/// let watch = source.observeActions { event in print(event) }
/// ```
public struct ActionEvent: Sendable, CustomStringConvertible {
    /// Whether an invocation ran.
    ///
    /// A closed set: an invocation runs or it does not, so a `switch` over it may be exhaustive;
    /// why one did not run is an ``ActionRejection/Reason``, which may grow.
    public enum Outcome: Hashable, Sendable {
        /// The action's model was current, so the action ran.
        case executed
        /// The action did not run; the reason says why.
        case rejected(ActionRejection.Reason)
    }

    /// Which action was invoked.
    public let action: ActionIdentity
    /// The input it was invoked with (`()` for actions without input).
    public let input: any Sendable
    /// Whether it ran.
    public let outcome: Outcome

    /// Creates an event; useful for test doubles.
    public init(action: ActionIdentity, input: any Sendable, outcome: Outcome) {
        self.action = action
        self.input = input
        self.outcome = outcome
    }

    /// The rejection, if the invocation was refused.
    public var rejection: ActionRejection? {
        guard case .rejected(let reason) = outcome else { return nil }
        return ActionRejection(action: action, reason: reason)
    }

    /// `executed Source.method(input)` or the rejection sentence.
    public var description: String {
        if let rejection { return rejection.description }
        return "executed \(action)(\(input))"
    }
}
