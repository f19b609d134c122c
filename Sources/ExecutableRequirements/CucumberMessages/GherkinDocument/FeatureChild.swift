/// One child of a ``Feature``: exactly one of a rule, a background or a scenario is set.
public struct FeatureChild: Codable, Equatable, Hashable, Sendable {
    /// A `Rule:` block.
    public var rule: Rule?
    /// A `Background:` block.
    public var background: Background?
    /// A `Scenario:` or `Scenario Outline:` block.
    public var scenario: Scenario?

    /// Creates a feature child; set exactly one of the parameters.
    public init(rule: Rule? = nil, background: Background? = nil, scenario: Scenario? = nil) {
        self.rule = rule
        self.background = background
        self.scenario = scenario
    }
}
