/// One row of a ``PickleTable``.
public struct PickleTableRow: Codable, Equatable, Hashable, Sendable {
    /// The cells, left to right.
    public var cells: [PickleTableCell]

    /// Creates a row.
    public init(cells: [PickleTableCell]) {
        self.cells = cells
    }
}
