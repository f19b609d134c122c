extension ClassicTokenMatcher {
    /// The cells of a table row.
    mutating func tableCells(_ line: SourceLine) -> [TokenItem] {
        TableCellScanner.cells(of: line, in: text, scratch: &scratch)
    }
}
