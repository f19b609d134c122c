/// The test phase a step keyword signals.
///
/// A keyword that a dialect lists under several kinds (such as `*`) is ``unknown``.
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
