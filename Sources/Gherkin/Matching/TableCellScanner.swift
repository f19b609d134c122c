/// Splits a table row into cells: text between `|` separators, trimmed, with `\|`, `\\` and
/// `\n` unescaped. Text before the first and after the last `|` is not a cell.
enum TableCellScanner {
    /// The cells of a line whose text (after indentation) starts with `|`.
    static func cells(of line: SourceLine, in text: ByteText, scratch: inout [UInt8]) -> [TokenItem] {
        let bytes = text.bytes
        let end = line.end
        var cells: [TokenItem] = []
        cells.reserveCapacity(count(of: UInt8(ascii: "|"), in: bytes, from: line.trimmedStart, to: end))
        // NB: columns count code points; `column` is that of the byte at `index`, kept in step
        // only where a cell starts, so ASCII rows need no per-byte bookkeeping.
        var index = line.trimmedStart
        var column = line.indent + 1
        guard index < end, bytes[index] == UInt8(ascii: "|") else { return cells }
        index += 1
        column += 1
        while index < end {
            let cellStart = index
            var escaped = false
            var cursor = index
            while cursor < end {
                let byte = bytes[cursor]
                if byte == UInt8(ascii: "|") { break }
                if byte == UInt8(ascii: "\\") {
                    escaped = true
                    cursor += 2
                } else {
                    cursor += 1
                }
            }
            // A cell needs its closing `|`; text after the last one is not a cell.
            guard cursor < end else { break }
            if escaped {
                cells.append(escapedCell(bytes, from: cellStart, to: cursor, line: line.number, column: column, scratch: &scratch))
            } else {
                cells.append(plainCell(text, from: cellStart, to: cursor, line: line.number, column: column))
            }
            column += UnicodeWhitespace.codePoints(in: bytes, from: cellStart, to: cursor) + 1
            index = cursor + 1
        }
        return cells
    }

    /// How many times `byte` occurs in `start..<end` (an upper bound for the number of cells).
    static func count(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        while index < end {
            if bytes[index] == byte { count += 1 }
            index += 1
        }
        return count
    }

    private static func plainCell(_ text: ByteText, from start: Int, to end: Int, line: Int, column: Int) -> TokenItem {
        let trimmed = UnicodeWhitespace.trimCell(in: text.bytes, from: start, to: end)
        return TokenItem(line: line, column: column + trimmed.skipped, text: text.string(trimmed.start, trimmed.end))
    }

    private static func escapedCell(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, line: Int, column: Int, scratch: inout [UInt8]
    ) -> TokenItem {
        scratch.removeAll(keepingCapacity: true)
        var index = start
        while index < end {
            let byte = bytes[index]
            index += 1
            guard byte == UInt8(ascii: "\\"), index < end else {
                scratch.append(byte)
                continue
            }
            let next = bytes[index]
            index += 1
            if next == UInt8(ascii: "n") {
                scratch.append(UInt8(ascii: "\n"))
            } else {
                if next != UInt8(ascii: "|") && next != UInt8(ascii: "\\") { scratch.append(UInt8(ascii: "\\")) }
                scratch.append(next)
            }
        }
        return scratch.withUnsafeBufferPointer { unescaped in
            let text = ByteText(bytes: unescaped)
            // NB: when the cell ends with an (escaped) newline, the reference parser trims the
            // blanks before that newline instead of after it (its `$` matches before a final
            // newline).
            if unescaped.last == UInt8(ascii: "\n") {
                let trimmed = UnicodeWhitespace.trimCell(in: unescaped, from: 0, to: unescaped.count - 1)
                return TokenItem(line: line, column: column + trimmed.skipped, text: text.string(trimmed.start, trimmed.end) + "\n")
            }
            let trimmed = UnicodeWhitespace.trimCell(in: unescaped, from: 0, to: unescaped.count)
            return TokenItem(line: line, column: column + trimmed.skipped, text: text.string(trimmed.start, trimmed.end))
        }
    }
}
