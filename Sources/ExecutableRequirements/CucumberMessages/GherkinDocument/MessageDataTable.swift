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

/// The schema's own name for this message, which names the Verity type instead (see the type's
/// comment for why) and tells code that uses it so.
@available(*, unavailable, renamed: "MessageDataTable")
public typealias DataTable = MessageDataTable
