extension SwiftStringLiteral {
    /// The literal's value as the compiler sees it: escapes resolved (`\"`, `\\`, `\n`, `\t`,
    /// `\r`, `\0`, `\'`, `\u{…}`, and in a raw literal only those written with its `#`s), and a
    /// `"""` literal's indentation removed. `nil` when the value exists only at run time (an
    /// interpolation) or the literal never closes.
    ///
    /// | written               | value                  |
    /// |-----------------------|------------------------|
    /// | `"a \"b\" \u{E9}"`    | `a "b" é`              |
    /// | `#"^(\d+)\#t$"#`      | `^(\d+)`, a tab, `$`   |
    /// | `"\(count) cukes"`    | `nil`                  |
    func value(in bytes: [UInt8]) -> String? {
        guard !hasInterpolation, !isUnterminated, contentStart <= contentEnd else { return nil }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(contentEnd - contentStart)
        if isMultiline {
            let content = multilineContent(in: bytes)
            Self.unescape(content.indices, in: content, hashes: hashes, into: &decoded)
        } else {
            Self.unescape(contentStart..<contentEnd, in: bytes, hashes: hashes, into: &decoded)
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The content of a `"""` literal as written, but without each line's indentation (that of
    /// the closing delimiter), the line break before the closing delimiter, and `\r`s before
    /// line breaks (the compiler normalises line ends to `\n`).
    ///
    /// NB: indentation goes before escapes are resolved, as the compiler does it, so an escaped
    /// line break (`\` at a line's end) joins the next line without its indentation.
    private func multilineContent(in bytes: [UInt8]) -> [UInt8] {
        var closingLineStart = contentEnd
        while closingLineStart > contentStart, bytes[closingLineStart - 1] != UInt8(ascii: "\n") {
            closingLineStart -= 1
        }
        guard closingLineStart > contentStart else { return [] }
        let indentation = closingLineStart..<contentEnd
        let body = contentStart..<closingLineStart - 1
        var content: [UInt8] = []
        content.reserveCapacity(body.count)
        var lineStart = body.lowerBound
        while true {
            var lineEnd = lineStart
            while lineEnd < body.upperBound, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            var textEnd = lineEnd
            if textEnd > lineStart, bytes[textEnd - 1] == UInt8(ascii: "\r") { textEnd -= 1 }
            let textStart = Self.skipping(indentation, at: lineStart, upTo: textEnd, in: bytes)
            content.append(contentsOf: bytes[textStart..<textEnd])
            guard lineEnd < body.upperBound else { return content }
            content.append(UInt8(ascii: "\n"))
            lineStart = lineEnd + 1
        }
    }

    /// The offset after `indentation`'s bytes at the start of the line `start..<end` (or after
    /// all of its white space when the line is shorter: a blank line need not be indented).
    private static func skipping(_ indentation: Range<Int>, at start: Int, upTo end: Int, in bytes: [UInt8]) -> Int {
        var offset = start
        var expected = indentation.lowerBound
        while offset < end, expected < indentation.upperBound, bytes[offset] == bytes[expected] {
            offset += 1
            expected += 1
        }
        return offset
    }

    /// Appends the bytes of `range` to `decoded`, resolving the escapes introduced by `\`
    /// followed by `hashes` `#`s; any other backslash is kept, as in a raw literal.
    static func unescape(_ range: Range<Int>, in bytes: [UInt8], hashes: Int, into decoded: inout [UInt8]) {
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), let escaped = escapeEnd(at: index, hashes: hashes, before: end, in: bytes)
            else {
                decoded.append(byte)
                index += 1
                continue
            }
            index = resolveEscape(at: escaped, before: end, in: bytes, into: &decoded)
        }
    }

    /// The offset of the escape's letter when the backslash at `index` is followed by the
    /// literal's `#`s, else `nil`.
    private static func escapeEnd(at index: Int, hashes: Int, before end: Int, in bytes: [UInt8]) -> Int? {
        var offset = index + 1
        for _ in 0..<hashes {
            guard offset < end, bytes[offset] == UInt8(ascii: "#") else { return nil }
            offset += 1
        }
        return offset < end ? offset : nil
    }

    /// Appends the character of the escape whose letter is at `letter`, and returns the offset
    /// after it. An escape Swift would reject is kept as written.
    private static func resolveEscape(at letter: Int, before end: Int, in bytes: [UInt8], into decoded: inout [UInt8])
        -> Int
    {
        switch bytes[letter] {
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "0"): decoded.append(0)
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): decoded.append(bytes[letter])
        case UInt8(ascii: "u"):
            if let (scalar, next) = unicodeEscape(at: letter + 1, before: end, in: bytes) {
                decoded.append(contentsOf: String(Character(scalar)).utf8)
                return next
            }
            decoded.append(bytes[letter])
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
            // A line continuation in a `"""` literal: the break and the white space before it go.
            var offset = letter
            while offset < end, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            return offset + 1
        default:
            decoded.append(bytes[letter])
        }
        return letter + 1
    }

    /// `{1F600}` at `offset`: the scalar and the offset after `}`.
    private static func unicodeEscape(at offset: Int, before end: Int, in bytes: [UInt8]) -> (Unicode.Scalar, Int)? {
        guard offset < end, bytes[offset] == UInt8(ascii: "{") else { return nil }
        var value: UInt32 = 0
        var index = offset + 1
        while index < end, index - offset <= 9 {
            let byte = bytes[index]
            if byte == UInt8(ascii: "}") {
                guard index > offset + 1, let scalar = Unicode.Scalar(value) else { return nil }
                return (scalar, index + 1)
            }
            guard let digit = hexDigit(byte) else { return nil }
            value = value &* 16 &+ digit
            index += 1
        }
        return nil
    }

    /// The value of a hexadecimal digit.
    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
