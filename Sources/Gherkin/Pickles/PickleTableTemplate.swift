import CucumberMessages

/// A step's data table, split at the placeholders of an examples header.
///
/// NB: a table without placeholders is the same for every row; it is made once and shared by
/// the rows' pickle steps (copy-on-write), which saves an array per table row per pickle.
struct PickleTableTemplate {
    private let index: Int?
    private let cells: [[PlaceholderTemplate]]
    /// The pickle table, when no row changes it.
    private let constant: PickleTable?

    /// Prepares `table`; `index` is its argument index (when the step also has a doc string).
    init(_ table: DataTable, index: Int?, _ interpolation: Interpolation) {
        self.index = index
        // NB: most tables hold no `<` at all, and then no row changes them.
        let mayChange = interpolation.hasPlaceholders
            && table.rows.contains { $0.cells.contains { Interpolation.containsOpening($0.value) } }
        let cells = mayChange
            ? table.rows.map { row in row.cells.map { PlaceholderTemplate($0.value, interpolation) } }
            : []
        self.cells = cells
        constant = cells.allSatisfy { $0.allSatisfy(\.isVerbatim) } ? Self.pickleTable(table, index: index) : nil
    }

    /// `table` as a pickle table, unchanged.
    static func pickleTable(_ table: DataTable, index: Int?) -> PickleTable {
        PickleTable(argumentIndex: index, rows: table.rows.map { row in
            PickleTableRow(cells: row.cells.map { PickleTableCell(value: $0.value) })
        })
    }

    /// The pickle table for a row with `values`.
    func render(_ values: [TableCell], onePass: Bool, _ interpolation: Interpolation) -> PickleTable {
        if let constant { return constant }
        return PickleTable(argumentIndex: index, rows: cells.map { row in
            PickleTableRow(cells: row.map { PickleTableCell(value: $0.render(values, onePass: onePass, interpolation)) })
        })
    }
}
