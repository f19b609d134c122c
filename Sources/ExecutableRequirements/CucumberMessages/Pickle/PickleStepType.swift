/// The phase of a ``PickleStep``: context (`Given`), action (`When`) or outcome (`Then`).
///
/// A closed set: the Cucumber Messages schema's values, which a Verity release changes only with
/// the schema's major version, so a `switch` over them may be exhaustive.
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
