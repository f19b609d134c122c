/// Splits a table row into cells: text between `|` separators, trimmed, with `\|`, `\\` and
/// `\n` unescaped. Text before the first and after the last `|` is not a cell.
enum TableCellScanner {
    /// Appends the cells of a line whose text (after indentation) starts with `|` to the
    /// document's items, and returns where they are.
    static func cells(of line: SourceLine, in document: DocumentText) -> Range<Int> {
        let bytes = document.source
        let end = line.end
        let first = document.items.count
        // NB: columns count code points; `column` is that of the byte at `index`, kept in step
        // only where a cell starts, so ASCII rows need no per-byte bookkeeping.
        // NB: bytes are compared with literals (0x7C is `|`, 0x5C is `\`) and `min` is written
        // out: without the optimiser (a debug build) `UInt8(ascii:)` and `min` are calls, made
        // for every byte and cell of every row.
        var index = line.trimmedStart
        var column = line.indent + 1
        guard index < end, bytes[index] == 0x7C else { return first..<first }
        index += 1
        column += 1
        while index < end {
            let cellStart = index
            var escaped = false
            var cursor = index
            // Continuation bytes, so that the cell's width in code points needs no second pass.
            var continuations = 0
            // NB: most cells are plain ASCII padded with blanks; eight bytes at a time, the scan
            // goes straight to the closing `|`, or to the first `\` or non-ASCII byte, from
            // which the byte loop below takes over.
            while cursor &+ 8 <= end {
                let word = bytes.word(at: cursor)
                let pipes = word.matches(0x7C)
                let specials = word.matches(0x5C) | word.nonASCII
                if pipes | specials == 0 {
                    cursor &+= 8
                    continue
                }
                let pipe = pipes.trailingZeroBitCount
                let special = specials.trailingZeroBitCount
                cursor &+= (pipe < special ? pipe : special) &>> 3
                break
            }
            while cursor < end {
                let byte = bytes[cursor]
                if byte == 0x7C { break }
                if byte == 0x5C {
                    escaped = true
                    cursor += 2
                } else {
                    if byte & 0xC0 == 0x80 { continuations += 1 }
                    cursor += 1
                }
            }
            // A cell needs its closing `|`; text after the last one is not a cell.
            guard cursor < end else { break }
            if escaped {
                document.items.append(
                    escapedCell(document, from: cellStart, to: cursor, line: line.number, column: column))
            } else {
                // NB: cells are padded with spaces; when spaces are all the blanks there are, the
                // trim is done here, and only other cells take the full Unicode test.
                var first = cellStart
                while first < cursor, bytes[first] == 0x20 { first &+= 1 }
                var last = cursor
                while last > first, bytes[last &- 1] == 0x20 { last &-= 1 }
                if first == last
                    || (UnicodeWhitespace.isPrintableASCII(bytes[first])
                        && UnicodeWhitespace.isPrintableASCII(bytes[last &- 1]))
                {
                    document.items.append(
                        TokenItem(line: line.number, column: column + (first - cellStart), text: TextRef(first, last)))
                } else {
                    let trimmed = UnicodeWhitespace.trimCell(in: bytes, from: cellStart, to: cursor)
                    document.items.append(
                        TokenItem(
                            line: line.number, column: column + trimmed.skipped,
                            text: TextRef(trimmed.start, trimmed.end)))
                }
            }
            column +=
                escaped
                ? UnicodeWhitespace.codePoints(in: bytes, from: cellStart, to: cursor) + 1
                : cursor - cellStart - continuations + 1
            index = cursor + 1
        }
        return first..<document.items.count
    }

    private static func escapedCell(
        _ document: DocumentText, from start: Int, to end: Int, line: Int, column: Int
    ) -> TokenItem {
        let bytes = document.source
        // NB: unescaping only shortens the text, so the cell's own length is room enough.
        var unescaped: [UInt8] = []
        unescaped.reserveCapacity(end - start + 1)
        var index = start
        // 0x5C is `\`, 0x7C is `|`, as in `cells`.
        while index < end {
            let byte = bytes[index]
            index += 1
            guard byte == 0x5C, index < end else {
                unescaped.append(byte)
                continue
            }
            let next = bytes[index]
            index += 1
            if next == UInt8(ascii: "n") {
                unescaped.append(UInt8(ascii: "\n"))
            } else {
                if next != 0x7C && next != 0x5C { unescaped.append(0x5C) }
                unescaped.append(next)
            }
        }
        return ByteView.withView(of: unescaped) { unescaped in
            // NB: when the cell ends with an (escaped) newline, the reference parser trims the
            // blanks before that newline instead of after it (its `$` matches before a final
            // newline).
            let endsWithNewline = unescaped.last == UInt8(ascii: "\n")
            let trimmed = UnicodeWhitespace.trimCell(
                in: unescaped, from: 0, to: endsWithNewline ? unescaped.count - 1 : unescaped.count)
            var text = document.append(unescaped.rebased(from: trimmed.start, to: trimmed.end))
            if endsWithNewline {
                document.derived.append(UInt8(ascii: "\n"))
                text.end += 1
            }
            return TokenItem(line: line, column: column + trimmed.skipped, text: text)
        }
    }
}
