/// The text a ``StepDefinition`` matches steps with, and its syntax.
public struct StepDefinitionPattern: Codable, Equatable, Hashable, Sendable {
    /// The expression as written.
    public var source: String
    /// Whether ``source`` is a Cucumber Expression or a regular expression.
    public var type: StepDefinitionPatternType

    /// Creates a pattern.
    public init(source: String, type: StepDefinitionPatternType) {
        self.source = source
        self.type = type
    }
}
