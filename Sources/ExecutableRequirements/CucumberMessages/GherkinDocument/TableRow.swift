/// One row of a data table or an examples table.
public struct TableRow: Codable, Equatable, Hashable, Sendable {
    /// The position of the first cell.
    public var location: Location
    /// The cells, left to right.
    public var cells: [TableCell]
    /// The node's unique id.
    public var id: String

    /// Creates a table row.
    public init(location: Location, cells: [TableCell], id: String) {
        self.location = location
        self.cells = cells
        self.id = id
    }
}
