/// One line of the source, as byte offsets into the UTF-8 buffer (line ending excluded).
struct SourceLine: Sendable {
    /// The 1-based line number.
    let number: Int
    /// The offset of the line's first byte.
    let start: Int
    /// The offset just past the line's text (before its trailing `\r`s and `\n`).
    let end: Int
    /// The offset just past the line's newline (or the end of the input).
    let rawEnd: Int
    /// The offset of the first byte that is not leading whitespace.
    let trimmedStart: Int
    /// The number of code points of leading whitespace.
    let indent: Int

    /// Whether the line holds only whitespace.
    var isEmpty: Bool { trimmedStart == end }

    /// The indentation as the reference parser counts it, which for a blank line includes the
    /// line ending (it keeps the newline in the line it measures).
    func referenceIndent(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        isEmpty ? UnicodeWhitespace.codePoints(in: bytes, from: start, to: rawEnd) : indent
    }

    init(number: Int, start: Int, end: Int, rawEnd: Int, bytes: UnsafeBufferPointer<UInt8>) {
        self.number = number
        self.start = start
        self.end = end
        self.rawEnd = rawEnd
        let skipped = UnicodeWhitespace.skipLeading(in: bytes, from: start, to: end)
        trimmedStart = skipped.index
        indent = skipped.codePoints
    }

    /// Whether the text after the indentation starts with `prefix`.
    @inline(__always)
    func startsWith(_ prefix: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = prefix.count
        guard end - trimmedStart >= count else { return false }
        var offset = 0
        while offset < count {
            if bytes[trimmedStart + offset] != prefix[offset] { return false }
            offset += 1
        }
        return true
    }

    /// Whether the text after the indentation starts with the given ASCII byte.
    @inline(__always)
    func startsWith(byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        trimmedStart < end && bytes[trimmedStart] == byte
    }
}
