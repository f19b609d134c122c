/// Explains an inconsistent cell count: how many cells the row has against the first row of
/// its table, and what usually causes the difference.
struct TableRowHint {
    let lines: [Substring]

    /// The explanation for the row on the 1-based `line`, or `nil` when it is not a table row.
    func hint(forRowAt line: Int) -> String? {
        guard let cells = Self.cellCount(lines[line - 1]) else { return nil }
        var first: (line: Int, cells: Int)?
        var index = line - 1
        while index > 0 {
            let text = lines[index - 1].trimmed
            if let count = Self.cellCount(text) {
                first = (index, count)
            } else if !text.isEmpty, !text.hasPrefix("#") {
                break
            }
            index -= 1
        }
        guard let first, first.cells != cells else { return nil }
        let counts =
            "this row has \(cells) \(cells == 1 ? "cell" : "cells")"
            + " where the table's first row (line \(first.line)) has \(first.cells)"
        return cells < first.cells
            ? counts + ": is a cell or a `|` missing?"
            : counts + ": is there a `|` too many, or a `|` in a cell that should be written `\\|`?"
    }

    /// The cells of a row (the text between unescaped `|`s), or `nil` for a line that is not one.
    private static func cellCount(_ line: Substring) -> Int? {
        let text = line.trimmed
        guard text.hasPrefix("|") else { return nil }
        var separators = 0
        var escaped = false
        for character in text {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                separators += 1
            }
        }
        return separators - 1
    }
}
