/// A data table step argument: rows of `|`-separated cells.
public struct DataTable: Codable, Equatable, Hashable, Sendable {
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
