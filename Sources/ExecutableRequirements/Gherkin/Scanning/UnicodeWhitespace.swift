/// Whitespace tests on UTF-8 bytes, matching what the reference Python parser trims.
///
/// Whitespace is Python's (`str.isspace`): ASCII tab to carriage return, the information
/// separators U+001C to U+001F, space, U+0085, U+00A0, U+1680, U+2000 to U+200A, U+2028,
/// U+2029, U+202F, U+205F and U+3000. Table cells trim the same set except a newline (which an
/// escaped `\n` in a cell produces).
enum UnicodeWhitespace {
    /// The byte length of the whitespace character at `index`, or 0 when there is none.
    @inline(__always)
    static func length(at index: Int, in bytes: ByteView, end: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x80 { return isASCIISpace(byte) ? 1 : 0 }
        return nonASCIILength(at: index, in: bytes, end: end)
    }

    private static func nonASCIILength(at index: Int, in bytes: ByteView, end: Int) -> Int {
        let lead = bytes[index]
        if lead == 0xC2 {
            return index + 1 < end && (bytes[index + 1] == 0xA0 || bytes[index + 1] == 0x85) ? 2 : 0
        }
        guard lead >= 0xE1, lead <= 0xE3, index + 2 < end else { return 0 }
        let second = bytes[index + 1]
        let third = bytes[index + 2]
        switch lead {
        case 0xE1: return second == 0x9A && third == 0x80 ? 3 : 0  // U+1680
        case 0xE2:
            if second == 0x80 {
                // U+2000...U+200A, U+2028, U+2029, U+202F
                return (third >= 0x80 && third <= 0x8A) || third == 0xA8 || third == 0xA9 || third == 0xAF
                    ? 3 : 0
            }
            return second == 0x81 && third == 0x9F ? 3 : 0  // U+205F
        default: return second == 0x80 && third == 0x80 ? 3 : 0  // U+3000
        }
    }

    /// The first index in `start..<end` that does not begin a whitespace character, and the
    /// number of code points skipped.
    @inline(__always)
    static func skipLeading(in bytes: ByteView, from start: Int, to end: Int) -> (index: Int, codePoints: Int) {
        var index = start
        // NB: indentation is nearly always spaces; a loop for them alone is a third the cost,
        // and comparing eight bytes at a time a third of that again for indented lines.
        while index &+ 8 <= end {
            let other = bytes.word(at: index).bits ^ 0x2020_2020_2020_2020
            if other != 0 {
                index &+= other.trailingZeroBitCount &>> 3
                break
            }
            index &+= 8
        }
        while index < end, bytes[index] == 0x20 { index &+= 1 }
        var count = index - start
        // NB: most lines go on with a visible ASCII character, which ends the blanks at once.
        if index < end, isPrintableASCII(bytes[index]) { return (index, count) }
        while index < end {
            let width = length(at: index, in: bytes, end: end)
            if width == 0 { break }
            index += width
            count += 1
        }
        return (index, count)
    }

    /// The end of `start..<end` once trailing whitespace is removed.
    @inline(__always)
    static func trimTrailing(in bytes: ByteView, from start: Int, to end: Int) -> Int {
        var end = end
        while end > start {
            let last = bytes[end - 1]
            if last < 0x80 {
                if isASCIISpace(last) { end -= 1; continue }
                return end
            }
            if end - 2 >= start, length(at: end - 2, in: bytes, end: end) == 2 { end -= 2; continue }
            if end - 3 >= start, length(at: end - 3, in: bytes, end: end) == 3 { end -= 3; continue }
            return end
        }
        return end
    }

    /// Whether `byte` is ASCII and neither a control character nor a space: never whitespace.
    @inline(__always)
    static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte &- 0x21 < 0x5E
    }

    @inline(__always)
    static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) || (byte >= 0x1C && byte <= 0x1F)
    }

    /// The byte length of a table-cell blank (whitespace other than a newline) at `index`, or 0.
    @inline(__always)
    static func cellBlankLength(at index: Int, in bytes: ByteView, end: Int) -> Int {
        bytes[index] == 0x0A ? 0 : length(at: index, in: bytes, end: end)
    }

    /// The bounds of `start..<end` without leading and trailing table-cell blanks, and the
    /// number of code points removed in front.
    static func trimCell(in bytes: ByteView, from start: Int, to end: Int) -> (start: Int, end: Int, skipped: Int) {
        var first = start
        while first < end, bytes[first] == 0x20 { first &+= 1 }
        var skipped = first - start
        // NB: a printable ASCII byte ends the blanks at once; only other bytes need the full test.
        while first < end, !isPrintableASCII(bytes[first]) {
            let width = cellBlankLength(at: first, in: bytes, end: end)
            if width == 0 { break }
            first += width
            skipped += 1
        }
        var last = end
        while last > first, bytes[last - 1] == 0x20 { last &-= 1 }
        while last > first, !isPrintableASCII(bytes[last - 1]) {
            let byte = bytes[last - 1]
            if byte < 0x80 {
                if byte != 0x0A && isASCIISpace(byte) { last -= 1; continue }
                break
            }
            if last - 2 >= first, length(at: last - 2, in: bytes, end: last) == 2 { last -= 2; continue }
            if last - 3 >= first, length(at: last - 3, in: bytes, end: last) == 3 { last -= 3; continue }
            break
        }
        return (first, last, skipped)
    }

    /// The number of Unicode code points in `start..<end` (the bytes being valid UTF-8).
    @inline(__always)
    static func codePoints(in bytes: ByteView, from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }
}
