/// A data table argument of a ``PickleStep``, with placeholders substituted.
public struct PickleTable: Codable, Equatable, Hashable, Sendable {
    /// 1 or 2 when the step has both a doc string and a data table: the order of declaration.
    public var argumentIndex: Int?
    /// The rows.
    public var rows: [PickleTableRow]

    /// Creates a pickle table.
    public init(argumentIndex: Int? = nil, rows: [PickleTableRow]) {
        self.argumentIndex = argumentIndex
        self.rows = rows
    }
}
