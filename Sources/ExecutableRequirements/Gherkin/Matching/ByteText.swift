/// Finds the ranges of a line's texts in the source: trimmed, or without indentation.
struct ByteText {
    let bytes: ByteView

    /// The range `start..<end` without leading and trailing whitespace.
    @inline(__always)
    func trimmed(_ start: Int, _ end: Int) -> TextRef {
        let first = UnicodeWhitespace.skipLeading(in: bytes, from: start, to: end).index
        let last = UnicodeWhitespace.trimTrailing(in: bytes, from: first, to: end)
        return TextRef(first, last)
    }

    /// The text of `start..<end` (for the few texts that are needed as strings while parsing).
    func string(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        return bytes.rebased(from: start, to: end).string
    }

    /// The text of `start..<end` without leading and trailing whitespace, as a string.
    func trimmedString(_ start: Int, _ end: Int) -> String {
        let range = trimmed(start, end)
        return string(Int(range.start), Int(range.end))
    }

    /// Where the line's text starts once its first `count` code points of indentation are
    /// removed, or all of it when the line is indented less (what doc string content lines need).
    @inline(__always)
    func lineText(_ line: SourceLine, removingIndent count: Int) -> TextRef {
        if count < 0 || count > line.indent { return TextRef(line.trimmedStart, line.end) }
        // When every blank of the indentation is one byte (spaces, tabs), `count` of them are
        // `count` bytes.
        if line.trimmedStart - line.start == line.indent { return TextRef(line.start + count, line.end) }
        var index = line.start
        var removed = 0
        while removed < count, index < line.end {
            let width = UnicodeWhitespace.length(at: index, in: bytes, end: line.end)
            if width == 0 { break }
            index += width
            removed += 1
        }
        return TextRef(index, line.end)
    }
}
