extension ClassicTokenMatcher {
    /// The tags on a line starting with `@`, each with its column; a trailing ` #comment` is
    /// ignored. Throws when a tag contains whitespace.
    func tagItems(_ line: SourceLine) throws(GherkinError) -> [TokenItem] {
        let end = uncommentedEnd(line)
        var tags: [TokenItem] = []
        var column = line.indent + 1
        // Items are the pieces between `@` signs; the piece before the first `@` is empty.
        var itemStart = line.trimmedStart
        var index = line.trimmedStart
        var first = true
        while index <= end {
            if index == end || bytes[index] == UInt8(ascii: "@") {
                if !first {
                    try addTag(from: itemStart, to: index, line: line, column: &column, into: &tags)
                }
                first = false
                itemStart = index + 1
            }
            index += 1
        }
        return tags
    }

    private func addTag(
        from start: Int, to end: Int, line: SourceLine, column: inout Int, into tags: inout [TokenItem]
    ) throws(GherkinError) {
        let trimmedEnd = UnicodeWhitespace.trimTrailing(in: bytes, from: start, to: end)
        // NB: an empty piece (as in `@@a`) neither makes a tag nor advances the column,
        // as in the reference implementation.
        guard trimmedEnd > start else { return }
        var index = start
        while index < trimmedEnd {
            if UnicodeWhitespace.length(at: index, in: bytes, end: trimmedEnd) > 0 {
                throw GherkinError(
                    kind: .invalidTag, line: line.number, column: column,
                    reason: "A tag may not contain whitespace")
            }
            index += 1
        }
        tags.append(TokenItem(column: column, text: "@" + text.string(start, trimmedEnd)))
        column += UnicodeWhitespace.codePoints(in: bytes, from: start, to: end) + 1
    }

    /// Where the tags end: before the first whitespace character that is followed by `#`.
    private func uncommentedEnd(_ line: SourceLine) -> Int {
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
