/// A position in a source file: a 1-based line and an optional 1-based column.
///
/// Columns count Unicode code points. End-of-file positions have no column.
public struct Location: Codable, Equatable, Hashable, Sendable {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, in Unicode code points; `nil` when the position is a whole line.
    public var column: Int?

    /// Creates a location.
    public init(line: Int, column: Int? = nil) {
        self.line = line
        self.column = column
    }
}
