/// Finds the first byte sequence that is not well-formed UTF-8.
enum UTF8Validation {
    /// The offset of the first ill-formed sequence, or `nil` when the whole buffer is valid.
    static func firstInvalidOffset(in bytes: ByteView) -> Int? {
        let count = bytes.count
        var index = 0
        while index < count {
            // NB: feature files are mostly ASCII, so eight bytes are tested at a time for a set
            // high bit, and an ASCII run is passed a word at a time rather than byte by byte.
            // A word with a high bit set is skipped up to that byte: text in most languages
            // mixes short runs of ASCII with multi-byte letters.
            while index + 8 <= count {
                let high = bytes.word(at: index).nonASCII
                if high != 0 {
                    index += high.trailingZeroBitCount >> 3
                    break
                }
                index += 8
            }
            guard index < count else { break }
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let width: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            // NB: comparisons rather than `case 0xC2...0xDF:` patterns, which without the
            // optimiser (a debug build) match through the generic `~=` of `ClosedRange`.
            if lead >= 0xC2 && lead <= 0xDF {
                width = 2
            } else if lead == 0xE0 {
                width = 3
                lower = 0xA0
            } else if (lead >= 0xE1 && lead <= 0xEC) || lead == 0xEE || lead == 0xEF {
                width = 3
            } else if lead == 0xED {
                width = 3
                upper = 0x9F
            } else if lead == 0xF0 {
                width = 4
                lower = 0x90
            } else if lead >= 0xF1 && lead <= 0xF3 {
                width = 4
            } else if lead == 0xF4 {
                width = 4
                upper = 0x8F
            } else {
                return index
            }
            guard index + width <= count else { return index }
            let second = bytes[index + 1]
            if second < lower || second > upper { return index }
            var offset = 2
            while offset < width {
                if bytes[index + offset] & 0xC0 != 0x80 { return index }
                offset += 1
            }
            index += width
        }
        return nil
    }

    /// The 1-based line and column (in code points, counting each invalid byte as one) of
    /// `offset`; a leading byte-order mark does not count.
    static func position(of offset: Int, in bytes: ByteView) -> (line: Int, column: Int) {
        var line = 1
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        var lineStart = hasBOM && offset >= 3 ? 3 : 0
        var index = lineStart
        while index < offset {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return (line, UnicodeWhitespace.codePoints(in: bytes, from: lineStart, to: offset) + 1)
    }
}
