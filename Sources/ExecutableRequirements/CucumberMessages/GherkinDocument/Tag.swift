/// A tag such as `@slow` placed above a feature, rule, scenario or examples block.
public struct Tag: Codable, Equatable, Hashable, Sendable {
    /// The position of the `@`.
    public var location: Location
    /// The tag's name, including the leading `@`.
    public var name: String
    /// The node's unique id.
    public var id: String

    /// Creates a tag.
    public init(location: Location, name: String, id: String) {
        self.location = location
        self.name = name
        self.id = id
    }
}
