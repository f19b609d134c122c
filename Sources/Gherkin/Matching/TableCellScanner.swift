/// Splits a table row into cells: text between `|` separators, trimmed, with `\|`, `\\` and
/// `\n` unescaped. Text before the first and after the last `|` is not a cell.
enum TableCellScanner {
    /// The cells of a line whose text (after indentation) starts with `|`.
    static func cells(of line: SourceLine, in text: ByteText, scratch: inout [UInt8]) -> [TokenItem] {
        let bytes = text.bytes
        let end = line.end
        var cells: [TokenItem] = []
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
                cells.append(escapedCell(bytes, from: cellStart, to: cursor, column: column, scratch: &scratch))
            } else {
                cells.append(plainCell(text, from: cellStart, to: cursor, column: column))
            }
            column += UnicodeWhitespace.codePoints(in: bytes, from: cellStart, to: cursor) + 1
            index = cursor + 1
        }
        return cells
    }

    private static func plainCell(_ text: ByteText, from start: Int, to end: Int, column: Int) -> TokenItem {
        let bytes = text.bytes
        var first = start
        var skipped = 0
        while first < end {
            let width = cellBlankLength(bytes, at: first, end: end)
            if width == 0 { break }
            first += width
            skipped += 1
        }
        var last = end
        while last > first {
            if cellBlankLength(bytes, at: last - 1, end: end) == 1 { last -= 1; continue }
            if last - 2 >= first, cellBlankLength(bytes, at: last - 2, end: end) == 2 { last -= 2; continue }
            break
        }
        return TokenItem(column: column + skipped, text: text.string(first, last))
    }

    private static func escapedCell(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, column: Int, scratch: inout [UInt8]
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
        var first = 0
        var skipped = 0
        while first < scratch.count {
            let width = UnicodeWhitespace.cellBlankLength(at: first, in: scratch)
            if width == 0 { break }
            first += width
            skipped += 1
        }
        var last = scratch.count
        while last > first {
            if UnicodeWhitespace.cellBlankLength(at: last - 1, in: scratch) == 1 { last -= 1; continue }
            if last - 2 >= first, UnicodeWhitespace.cellBlankLength(at: last - 2, in: scratch) == 2 { last -= 2; continue }
            break
        }
        let value = first < last ? String(decoding: scratch[first..<last], as: UTF8.self) : ""
        return TokenItem(column: column + skipped, text: value)
    }

    @inline(__always)
    private static func cellBlankLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int {
        let byte = bytes[index]
        if byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C || byte == 0x0D { return 1 }
        if byte == 0xC2, index + 1 < end, bytes[index + 1] == 0xA0 || bytes[index + 1] == 0x85 { return 2 }
        return 0
    }
}
