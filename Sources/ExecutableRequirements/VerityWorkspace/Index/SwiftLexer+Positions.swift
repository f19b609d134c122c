extension SwiftLexer.Output {
    /// The LSP position of the byte at `offset`: its 0-based line, and the UTF-16 code units
    /// before it on that line (a 4-byte UTF-8 character is 2 of them, any other 1).
    ///
    /// ```swift
    /// // In `let é = "x"`, the literal starts at byte 10 but at character 9.
    /// ```
    func position(ofByte offset: Int, in bytes: [UInt8]) -> TextPosition {
        // The last line that starts at or before `offset`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var character = 0
        var index = lineStarts[low]
        while index < offset, index < bytes.count {
            let byte = bytes[index]
            // Continuation bytes (10xxxxxx) add nothing; a 4-byte sequence's lead byte adds
            // the surrogate pair.
            if byte & 0xC0 != 0x80 { character += byte >= 0xF0 ? 2 : 1 }
            index += 1
        }
        return TextPosition(line: low, character: character)
    }

    /// The LSP range of the bytes `range`.
    func range(ofBytes range: Range<Int>, in bytes: [UInt8]) -> TextRange {
        TextRange(
            start: position(ofByte: range.lowerBound, in: bytes), end: position(ofByte: range.upperBound, in: bytes))
    }
}
