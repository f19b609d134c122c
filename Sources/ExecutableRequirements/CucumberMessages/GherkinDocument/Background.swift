/// A `Background:` block: steps run before every scenario of its feature or rule.
public struct Background: Codable, Equatable, Hashable, Sendable {
    /// The position of the `Background` keyword.
    public var location: Location
    /// The keyword as written (without the colon).
    public var keyword: String
    /// The text after the keyword.
    public var name: String
    /// The free text lines below the keyword line, joined with `\n`.
    public var description: String
    /// The steps, in source order.
    public var steps: [Step]
    /// The node's unique id.
    public var id: String

    /// Creates a background.
    public init(
        location: Location, keyword: String, name: String, description: String, steps: [Step],
        id: String
    ) {
        self.location = location
        self.keyword = keyword
        self.name = name
        self.description = description
        self.steps = steps
        self.id = id
    }
}
