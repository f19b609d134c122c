import CucumberMessages

/// A step's data table, with typed views of its cells.
///
/// ```gherkin
/// Given these users:
///   | name  | age |
///   | Alice | 31  |
///   | Bob   | 27  |
/// ```
/// ```swift
/// steps.given("these users:") { (app, table: DataTable) in
///     table.records            // [["name": "Alice", "age": "31"], ["name": "Bob", "age": "27"]]
///     let users = try table.decode(User.self)   // [User(name: "Alice", age: 31), ...]
/// }
/// ```
public struct DataTable: Sendable, Hashable, CustomStringConvertible, StepPayload {
    /// Every row's cells as written, the header row included.
    public let rows: [[String]]

    /// Creates a table from rows of cells.
    public init(_ rows: [[String]]) {
        self.rows = rows
    }

    init?(_ argument: PickleStepArgument) {
        guard let table = argument.dataTable else { return nil }
        self.init(table.rows.map { row in row.cells.map(\.value) })
    }

    /// The first row.
    public var header: [String] { rows.first ?? [] }

    /// The rows after the header.
    public var body: ArraySlice<[String]> { rows.dropFirst() }

    /// The rows after the header, each as a dictionary keyed by the header's cells.
    public var records: [[String: String]] {
        let keys = header
        return body.map { row in
            var record: [String: String] = [:]
            for (key, value) in zip(keys, row) { record[key] = value }
            return record
        }
    }

    /// A two-column table as a dictionary from the first column to the second (no header).
    ///
    /// - Throws: ``DataTableError`` when a row has another number of cells or a key repeats.
    public func keyedByFirstColumn() throws -> [String: String] {
        var result: [String: String] = [:]
        for (index, row) in rows.enumerated() {
            guard row.count == 2 else {
                throw DataTableError("row \(index + 1) has \(row.count) cells; a key-value table has 2")
            }
            guard result.updateValue(row[1], forKey: row[0]) == nil else {
                throw DataTableError("the key '\(row[0])' appears twice")
            }
        }
        return result
    }

    /// The table with rows and columns swapped, for tables written with keys down the side.
    public func transposed() -> DataTable {
        let width = rows.map(\.count).max() ?? 0
        return DataTable((0..<width).map { column in rows.map { column < $0.count ? $0[column] : "" } })
    }

    /// The rows, aligned in columns as Gherkin writes them.
    public var description: String {
        let widths = transposed().rows.map { column in column.map(\.count).max() ?? 0 }
        return rows.map { row in
            "| "
                + row.enumerated().map { index, cell in
                    cell + String(repeating: " ", count: widths[index] - cell.count)
                }.joined(separator: " | ") + " |"
        }.joined(separator: "\n")
    }
}

/// A data table that does not have the shape a typed view needs.
public struct DataTableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the table.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
