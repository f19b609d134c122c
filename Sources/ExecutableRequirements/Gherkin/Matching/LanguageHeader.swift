/// Recognises a `# language: xx` header, allowing whitespace around each part.
enum LanguageHeader {
    private static let word: [UInt8] = Array("language".utf8)

    /// The dialect code the line names, or `nil` when the line is not a language header.
    static func dialectCode(of line: SourceLine, in bytes: ByteView) -> TextRef? {
        let end = line.end
        var index = line.trimmedStart
        guard index < end, bytes[index] == UInt8(ascii: "#") else { return nil }
        index = UnicodeWhitespace.skipLeading(in: bytes, from: index + 1, to: end).index
        guard end - index >= word.count else { return nil }
        for offset in 0..<word.count where bytes[index + offset] != word[offset] { return nil }
        index = UnicodeWhitespace.skipLeading(in: bytes, from: index + word.count, to: end).index
        guard index < end, bytes[index] == UInt8(ascii: ":") else { return nil }
        index = UnicodeWhitespace.skipLeading(in: bytes, from: index + 1, to: end).index
        let codeStart = index
        while index < end, isCodeByte(bytes[index]) { index += 1 }
        let codeEnd = index
        guard codeEnd > codeStart else { return nil }
        guard UnicodeWhitespace.skipLeading(in: bytes, from: codeEnd, to: end).index == end else { return nil }
        return TextRef(codeStart, codeEnd)
    }

    private static func isCodeByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
