/// A step definition: a pattern and the code that runs for every step it matches.
public struct StepDefinition: Codable, Equatable, Hashable, Sendable {
    /// The definition's unique id, referenced by test steps.
    public var id: String
    /// The expression steps are matched against.
    public var pattern: StepDefinitionPattern
    /// Where the definition is in code.
    public var sourceReference: SourceReference

    /// Creates the message.
    public init(id: String, pattern: StepDefinitionPattern, sourceReference: SourceReference) {
        self.id = id
        self.pattern = pattern
        self.sourceReference = sourceReference
    }
}
