/// The test phase a step keyword signals.
///
/// A keyword that a dialect lists under several kinds (such as `*`) is ``unknown``.
///
/// A closed set: the Cucumber Messages schema's values, which a Verity release changes only with
/// the schema's major version, so a `switch` over them may be exhaustive.
public enum StepKeywordType: String, Codable, Equatable, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    /// The keyword has no single meaning (e.g. `*`).
    case unknown = "Unknown"
    /// Setting up context (`Given`).
    case context = "Context"
    /// Performing an action (`When`).
    case action = "Action"
    /// Asserting an outcome (`Then`).
    case outcome = "Outcome"
    /// Continuing the previous step's kind (`And`, `But`).
    case conjunction = "Conjunction"
}
