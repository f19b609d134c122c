/// A `Rule:` block: a business rule grouping scenarios, with its own optional background.
public struct Rule: Codable, Equatable, Hashable, Sendable {
    /// The position of the `Rule` keyword.
    public var location: Location
    /// The tags placed above the `Rule` keyword.
    public var tags: [Tag]
    /// The keyword as written (without the colon).
    public var keyword: String
    /// The text after the keyword.
    public var name: String
    /// The free text lines below the keyword line, joined with `\n`.
    public var description: String
    /// Backgrounds and scenarios, in source order.
    public var children: [RuleChild]
    /// The node's unique id.
    public var id: String

    /// Creates a rule.
    public init(
        location: Location, tags: [Tag], keyword: String, name: String, description: String,
        children: [RuleChild], id: String
    ) {
        self.location = location
        self.tags = tags
        self.keyword = keyword
        self.name = name
        self.description = description
        self.children = children
        self.id = id
    }
}
