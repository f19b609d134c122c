/// One cell of a ``PickleTableRow``.
public struct PickleTableCell: Codable, Equatable, Hashable, Sendable {
    /// The cell's value.
    public var value: String

    /// Creates a cell.
    public init(value: String) {
        self.value = value
    }
}
