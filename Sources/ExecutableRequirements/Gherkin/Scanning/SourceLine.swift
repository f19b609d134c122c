/// One line of the source, as byte offsets into the UTF-8 buffer (line ending excluded).
struct SourceLine: Sendable {
    // NB: stored as 32-bit values (a source is under 2 GiB) so that a token, copied several
    // times per line by the parser, stays small.
    private let storedNumber: Int32
    private let storedStart: Int32
    private let storedEnd: Int32
    private let storedRawEnd: Int32
    private let storedTrimmedStart: Int32
    private let storedIndent: Int32

    /// The 1-based line number.
    var number: Int { Int(storedNumber) }
    /// The offset of the line's first byte.
    var start: Int { Int(storedStart) }
    /// The offset just past the line's text (before its trailing `\r`s and `\n`).
    var end: Int { Int(storedEnd) }
    /// The offset just past the line's newline (or the end of the input).
    var rawEnd: Int { Int(storedRawEnd) }
    /// The offset of the first byte that is not leading whitespace.
    var trimmedStart: Int { Int(storedTrimmedStart) }
    /// The number of code points of leading whitespace.
    var indent: Int { Int(storedIndent) }

    /// Whether the line holds only whitespace.
    var isEmpty: Bool { trimmedStart == end }

    /// The indentation as the reference parser counts it, which for a blank line includes the
    /// line ending (it keeps the newline in the line it measures).
    func referenceIndent(in bytes: ByteView) -> Int {
        isEmpty ? UnicodeWhitespace.codePoints(in: bytes, from: start, to: rawEnd) : indent
    }

    // NB: inlined into the line scanner, its one caller per line; left to itself the optimiser
    // stopped inlining it when the scanner's memchr call changed shape.
    @inline(__always)
    init(number: Int, start: Int, end: Int, rawEnd: Int, bytes: ByteView) {
        storedNumber = Int32(truncatingIfNeeded: number)
        storedStart = Int32(truncatingIfNeeded: start)
        storedEnd = Int32(truncatingIfNeeded: end)
        storedRawEnd = Int32(truncatingIfNeeded: rawEnd)
        let skipped = UnicodeWhitespace.skipLeading(in: bytes, from: start, to: end)
        storedTrimmedStart = Int32(truncatingIfNeeded: skipped.index)
        storedIndent = Int32(truncatingIfNeeded: skipped.codePoints)
    }

    /// Whether the text after the indentation starts with `prefix`.
    @inline(__always)
    func startsWith(_ prefix: [UInt8], in bytes: ByteView) -> Bool {
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
    func startsWith(byte: UInt8, in bytes: ByteView) -> Bool {
        trimmedStart < end && bytes[trimmedStart] == byte
    }
}
