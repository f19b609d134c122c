/// One table cell, trimmed, with `\|`, `\\` and `\n` escapes resolved.
public struct TableCell: Codable, Equatable, Hashable, Sendable {
    /// The position of the cell's first non-blank character.
    public var location: Location
    /// The cell's value.
    public var value: String

    /// Creates a table cell.
    public init(location: Location, value: String) {
        self.location = location
        self.value = value
    }
}
