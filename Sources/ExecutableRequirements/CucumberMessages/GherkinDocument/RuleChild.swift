/// One child of a ``Rule``: exactly one of a background or a scenario is set.
public struct RuleChild: Codable, Equatable, Hashable, Sendable {
    /// A `Background:` block.
    public var background: Background?
    /// A `Scenario:` or `Scenario Outline:` block.
    public var scenario: Scenario?

    /// Creates a rule child; set exactly one of the parameters.
    public init(background: Background? = nil, scenario: Scenario? = nil) {
        self.background = background
        self.scenario = scenario
    }
}
