import CucumberMessages

/// A table row as the AST builder keeps it until its table is complete and the row gets its id.
///
/// NB: kept instead of the whole token: a list of these grows by copying 24 bytes a row rather
/// than the token's 140, and never reaches the allocation sizes where malloc slows down.
struct PendingTableRow {
    let line: Int
    let column: Int?
    let cells: [TableCell]
}
