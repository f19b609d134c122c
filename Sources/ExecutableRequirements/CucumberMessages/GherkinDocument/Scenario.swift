/// A `Scenario:` (or `Scenario Outline:`) block; an outline has one or more ``examples``.
public struct Scenario: Codable, Equatable, Hashable, Sendable {
    /// The position of the keyword.
    public var location: Location
    /// The tags placed above the keyword.
    public var tags: [Tag]
    /// The keyword as written (without the colon).
    public var keyword: String
    /// The text after the keyword; may hold `<placeholders>` in an outline.
    public var name: String
    /// The free text lines below the keyword line, joined with `\n`.
    public var description: String
    /// The steps, in source order.
    public var steps: [Step]
    /// The `Examples:` blocks of an outline; empty for a plain scenario.
    public var examples: [Examples]
    /// The node's unique id.
    public var id: String

    /// Creates a scenario.
    public init(
        location: Location, tags: [Tag], keyword: String, name: String, description: String,
        steps: [Step], examples: [Examples], id: String
    ) {
        self.location = location
        self.tags = tags
        self.keyword = keyword
        self.name = name
        self.description = description
        self.steps = steps
        self.examples = examples
        self.id = id
    }
}
