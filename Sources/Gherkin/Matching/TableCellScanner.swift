/// Splits a table row into cells: text between `|` separators, trimmed, with `\|`, `\\` and
/// `\n` unescaped. Text before the first and after the last `|` is not a cell.
enum TableCellScanner {
    /// The cells of a line whose text (after indentation) starts with `|`.
    static func cells(of line: SourceLine, in text: ByteText, scratch: inout [UInt8]) -> [TokenItem] {
        let bytes = text.bytes
        var cells: [TokenItem] = []
        var column = 0  // code points consumed so far, 1-based position of the last one
        var cellStartColumn = 1
        var firstCell = true
        scratch.removeAll(keepingCapacity: true)
        var index = line.trimmedStart
        let end = line.end
        while index < end {
            let byte = bytes[index]
            index += 1
            if byte & 0xC0 != 0x80 { column += 1 }
            if byte == UInt8(ascii: "|") {
                if firstCell {
                    firstCell = false
                } else {
                    cells.append(makeCell(scratch, column: line.indent + cellStartColumn))
                }
                scratch.removeAll(keepingCapacity: true)
                cellStartColumn = column + 1
            } else if byte == UInt8(ascii: "\\") {
                // NB: a backslash at the very end escapes nothing; the unfinished cell is dropped.
                guard index < end else { break }
                let next = bytes[index]
                index += 1
                column += 1
                if next == UInt8(ascii: "n") {
                    scratch.append(UInt8(ascii: "\n"))
                } else {
                    if next != UInt8(ascii: "|") && next != UInt8(ascii: "\\") {
                        scratch.append(UInt8(ascii: "\\"))
                    }
                    scratch.append(next)
                }
            } else {
                scratch.append(byte)
            }
        }
        return cells
    }

    private static func makeCell(_ raw: [UInt8], column: Int) -> TokenItem {
        var start = 0
        var skipped = 0
        while start < raw.count {
            let width = UnicodeWhitespace.cellBlankLength(at: start, in: raw)
            if width == 0 { break }
            start += width
            skipped += 1
        }
        var end = raw.count
        while end > start {
            if UnicodeWhitespace.cellBlankLength(at: end - 1, in: raw) == 1 { end -= 1; continue }
            if end - 2 >= start, UnicodeWhitespace.cellBlankLength(at: end - 2, in: raw) == 2 { end -= 2; continue }
            break
        }
        let value = start < end ? String(decoding: raw[start..<end], as: UTF8.self) : ""
        return TokenItem(column: column + skipped, text: value)
    }
}
