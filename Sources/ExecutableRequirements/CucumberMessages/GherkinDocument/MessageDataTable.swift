/// A data table step argument: rows of `|`-separated cells.
///
/// Named `MessageDataTable` beside the schema's `DataTable` so that it never collides with
/// Requirements' `DataTable`, the table a step definition receives, in a file that imports both.
public struct MessageDataTable: Codable, Equatable, Hashable, Sendable {
    /// The position of the first row.
    public var location: Location
    /// The rows, in source order.
    public var rows: [TableRow]

    /// Creates a data table.
    public init(location: Location, rows: [TableRow]) {
        self.location = location
        self.rows = rows
    }
}

/// The name of this message in 0.3 and earlier, as the schema spells it; see the type's own
/// comment for why it was renamed.
@available(*, unavailable, renamed: "MessageDataTable")
public typealias DataTable = MessageDataTable
