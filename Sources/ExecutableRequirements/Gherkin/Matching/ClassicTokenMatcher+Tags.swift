extension ClassicTokenMatcher {
    /// Appends the tags on a line starting with `@`, each with its column, to the document's
    /// items and returns where they are; a ` #comment` after them is ignored. Throws when a tag
    /// contains whitespace.
    ///
    /// NB: this follows the reference Python parser exactly: the text is split at every `@`,
    /// each piece is trimmed, and each piece (even an empty one, as in `@@a`) is a tag whose
    /// column advances by the piece's untrimmed length.
    func tagItems(_ line: SourceLine) throws(GherkinError) -> Range<Int> {
        let end = UnicodeWhitespace.trimTrailing(in: bytes, from: line.trimmedStart, to: uncommentedEnd(line))
        let first = document.items.count
        var column = line.indent + 1
        var itemStart = line.trimmedStart + 1
        while true {
            // The piece runs to the next `@`; its continuation bytes are counted on the way, so
            // that its width in code points needs no second pass.
            var index = itemStart
            var continuations = 0
            while index < end {
                let byte = bytes[index]
                if byte == UInt8(ascii: "@") { break }
                if byte & 0xC0 == 0x80 { continuations += 1 }
                index += 1
            }
            document.items.append(try tag(from: itemStart, to: index, line: line, column: column))
            guard index < end else { break }
            column += index - itemStart - continuations + 1
            itemStart = index + 1
        }
        return first..<document.items.count
    }

    private func tag(from start: Int, to end: Int, line: SourceLine, column: Int) throws(GherkinError) -> TokenItem {
        let first = UnicodeWhitespace.skipLeading(in: bytes, from: start, to: end).index
        let last = UnicodeWhitespace.trimTrailing(in: bytes, from: first, to: end)
        var index = first
        while index < last {
            // NB: a visible ASCII byte is never whitespace; only other bytes need the full test.
            if UnicodeWhitespace.isPrintableASCII(bytes[index]) {
                index += 1
                continue
            }
            if UnicodeWhitespace.length(at: index, in: bytes, end: last) > 0 {
                throw GherkinError(
                    kind: .invalidTag, line: line.number, column: column,
                    reason: "A tag may not contain whitespace")
            }
            index += 1
        }
        // The `@` sits just before an untrimmed piece, so the tag is then one range of the source.
        let name: TextRef
        if first == start {
            name = TextRef(start - 1, last)
        } else {
            let at = document.append([UInt8(ascii: "@")])
            document.derived.append(contentsOf: bytes.rebased(from: first, to: last))
            name = TextRef(start: at.start, end: at.end + UInt32(last - first))
        }
        return TokenItem(line: line.number, column: column, text: name)
    }

    /// Where the tags end: before the first whitespace character that is followed by `#`.
    private func uncommentedEnd(_ line: SourceLine) -> Int {
        // NB: most tag lines have no comment, and a search for `#` alone is a fraction of the
        // cost of testing each character for whitespace.
        let text = bytes.rebased(from: line.trimmedStart, to: line.end)
        guard text.firstIndex(ofByte: UInt8(ascii: "#")) != nil else { return line.end }
        var index = line.trimmedStart
        while index < line.end {
            let width = UnicodeWhitespace.length(at: index, in: bytes, end: line.end)
            if width > 0, index + width < line.end, bytes[index + width] == UInt8(ascii: "#") {
                return index
            }
            index += max(width, 1)
        }
        return line.end
    }
}
