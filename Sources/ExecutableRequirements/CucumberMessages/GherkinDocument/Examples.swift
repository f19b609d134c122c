/// An `Examples:` block of a scenario outline: a table whose body rows each make one pickle.
public struct Examples: Codable, Equatable, Hashable, Sendable {
    /// The position of the keyword.
    public var location: Location
    /// The tags placed above the keyword.
    public var tags: [Tag]
    /// The keyword as written (without the colon).
    public var keyword: String
    /// The text after the keyword.
    public var name: String
    /// The free text lines below the keyword line, joined with `\n`.
    public var description: String
    /// The header row naming the placeholders; absent when the block has no table.
    public var tableHeader: TableRow?
    /// The body rows, one pickle each.
    public var tableBody: [TableRow]
    /// The node's unique id.
    public var id: String

    /// Creates an examples block.
    public init(
        location: Location, tags: [Tag], keyword: String, name: String, description: String,
        tableHeader: TableRow? = nil, tableBody: [TableRow], id: String
    ) {
        self.location = location
        self.tags = tags
        self.keyword = keyword
        self.name = name
        self.description = description
        self.tableHeader = tableHeader
        self.tableBody = tableBody
        self.id = id
    }
}
