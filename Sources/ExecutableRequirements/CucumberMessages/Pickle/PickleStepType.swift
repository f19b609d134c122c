/// The phase of a ``PickleStep``: context (`Given`), action (`When`) or outcome (`Then`).
public enum PickleStepType: String, Codable, Equatable, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    /// No phase is known (e.g. a `*` step with no earlier step).
    case unknown = "Unknown"
    /// Setting up context.
    case context = "Context"
    /// Performing an action.
    case action = "Action"
    /// Asserting an outcome.
    case outcome = "Outcome"
}
