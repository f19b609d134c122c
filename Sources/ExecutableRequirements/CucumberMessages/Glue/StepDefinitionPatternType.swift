/// The syntax of a ``StepDefinitionPattern``.
public enum StepDefinitionPatternType: String, Codable, Equatable, Hashable, Sendable, CaseIterable {
    /// A Cucumber Expression such as `I have {int} cukes`.
    case cucumberExpression = "CUCUMBER_EXPRESSION"
    /// A regular expression such as `^I have (\\d+) cukes$`.
    case regularExpression = "REGULAR_EXPRESSION"
}
