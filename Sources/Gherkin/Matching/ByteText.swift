/// Helpers that turn byte ranges of the source into strings and trimmed ranges.
struct ByteText {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The text of `start..<end`.
    @inline(__always)
    func string(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// The text of `start..<end` without leading and trailing whitespace.
    @inline(__always)
    func trimmedString(_ start: Int, _ end: Int) -> String {
        let first = UnicodeWhitespace.skipLeading(in: bytes, from: start, to: end).index
        let last = UnicodeWhitespace.trimTrailing(in: bytes, from: first, to: end)
        return string(first, last)
    }

    /// The line's text without its first `count` code points of indentation, or without all of
    /// it when the line is indented less (what doc string content lines need).
    @inline(__always)
    func lineText(_ line: SourceLine, removingIndent count: Int) -> String {
        if count < 0 || count > line.indent { return string(line.trimmedStart, line.end) }
        var index = line.start
        var removed = 0
        while removed < count, index < line.end {
            let width = UnicodeWhitespace.length(at: index, in: bytes, end: line.end)
            if width == 0 { break }
            index += width
            removed += 1
        }
        return string(index, line.end)
    }
}
