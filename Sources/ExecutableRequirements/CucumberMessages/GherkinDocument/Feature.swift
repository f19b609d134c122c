/// A `Feature:` block: the root of a Gherkin document's content.
public struct Feature: Codable, Equatable, Hashable, Sendable {
    /// The position of the `Feature` keyword.
    public var location: Location
    /// The tags placed above the `Feature` keyword.
    public var tags: [Tag]
    /// The dialect code of the document, e.g. `en` or `fr`.
    public var language: String
    /// The keyword as written, in the document's dialect (without the colon).
    public var keyword: String
    /// The text after the keyword.
    public var name: String
    /// The free text lines below the keyword line, joined with `\n`.
    public var description: String
    /// Backgrounds, scenarios and rules, in source order.
    public var children: [FeatureChild]

    /// Creates a feature.
    public init(
        location: Location, tags: [Tag], language: String, keyword: String, name: String,
        description: String, children: [FeatureChild]
    ) {
        self.location = location
        self.tags = tags
        self.language = language
        self.keyword = keyword
        self.name = name
        self.description = description
        self.children = children
    }
}
