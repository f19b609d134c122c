/// The syntax of a ``StepDefinitionPattern``.
///
/// A closed set: the Cucumber Messages schema's values, which a Verity release changes only with
/// the schema's major version, so a `switch` over them may be exhaustive.
public enum StepDefinitionPatternType: String, Codable, Equatable, Hashable, Sendable, CaseIterable {
    /// A Cucumber Expression such as `I have {int} cukes`.
    case cucumberExpression = "CUCUMBER_EXPRESSION"
    /// A regular expression such as `^I have (\\d+) cukes$`.
    case regularExpression = "REGULAR_EXPRESSION"
}
