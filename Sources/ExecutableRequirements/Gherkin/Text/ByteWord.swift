/// Eight bytes of text read as one word, to search them at once (SWAR: SIMD within a register).
///
/// Byte `i` of the text is byte `i` of the word counting from the least significant, so the
/// first match is the lowest marked byte. ``ByteView/word(at:)`` reads one.
struct ByteWord {
    var bits: UInt64

    @inline(__always)
    init(bits: UInt64) {
        self.bits = bits
    }

    /// The high bit of each byte equal to `byte`; exact up to the first such byte (a borrow can
    /// mark bytes above it), which is all a search for the first one, or for any, needs.
    @inline(__always)
    func matches(_ byte: UInt8) -> UInt64 {
        let word = bits ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }

    /// The high bit of each byte that is not ASCII.
    @inline(__always)
    var nonASCII: UInt64 { bits & 0x8080_8080_8080_8080 }

    /// Whether `bytes` holds `first` or `second`.
    static func contains(_ first: UInt8, or second: UInt8, in bytes: ByteView) -> Bool {
        let count = bytes.count
        guard count >= 8 else {
            for index in 0..<count where bytes[index] == first || bytes[index] == second { return true }
            return false
        }
        var index = 0
        while true {
            let word = bytes.word(at: index)
            if word.matches(first) | word.matches(second) != 0 { return true }
            guard index &+ 8 < count else { return false }
            // The last word ends where the bytes end, overlapping the one before.
            index = min(index &+ 8, count &- 8)
        }
    }

    /// The high bit of each byte below `byte` (which must be at most 0x80); exact up to the
    /// first such byte, as ``matches(_:)`` is.
    @inline(__always)
    func below(_ byte: UInt8) -> UInt64 {
        (bits &- 0x0101_0101_0101_0101 &* UInt64(byte)) & ~bits & 0x8080_8080_8080_8080
    }

    /// The index of the first byte at or after `start` that a JSON string must not hold as it
    /// is (a control character, a quote or a backslash) or that may start U+2028 or U+2029
    /// (0xE2), or `nil` when there is none.
    static func firstJSONSpecial(in bytes: ByteView, from start: Int) -> Int? {
        let count = bytes.count
        var index = start
        while index &+ 8 <= count {
            let word = bytes.word(at: index)
            let marked =
                word.below(0x20) | word.matches(UInt8(ascii: "\"")) | word.matches(UInt8(ascii: "\\"))
                | word.matches(0xE2)
            if marked != 0 { return index &+ marked.trailingZeroBitCount / 8 }
            index &+= 8
        }
        while index < count {
            let byte = bytes[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2 { return index }
            index &+= 1
        }
        return nil
    }
}
