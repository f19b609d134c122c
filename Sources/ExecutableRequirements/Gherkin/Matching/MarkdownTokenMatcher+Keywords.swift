import CucumberMessages

extension MarkdownTokenMatcher {
    /// `#`…`######`, one whitespace character, then a keyword and `:`.
    mutating func matchHeader(
        _ candidates: [ByteKeyword], _ type: TokenType, _ line: SourceLine, _ token: inout Token
    ) -> Bool {
        var index = line.trimmedStart
        var hashes = 0
        while index < line.end, bytes[index] == UInt8(ascii: "#") {
            index += 1
            hashes += 1
        }
        guard hashes >= 1, hashes <= 6, index < line.end else { return false }
        let space = UnicodeWhitespace.length(at: index, in: bytes, end: line.end)
        guard space > 0 else { return false }
        index += space
        // The keyword bytes already end with ":".
        for keyword in candidates where hasPrefix(keyword.bytes, at: index, end: line.end) {
            let title = text.trimmed(index + keyword.bytes.count, line.end)
            token.setMatched(
                type, text: title, keyword: TextRef(index, index + keyword.bytes.count - 1),
                indent: line.indent + hashes + 1)
            if type == .featureLine { document.language = keywords.code }
            return true
        }
        return false
    }

    /// A list item (`*`, `+` or `-`, optional blanks) starting with a step keyword other than `* `.
    mutating func matchStep(_ line: SourceLine, _ token: inout Token) -> Bool {
        var index = line.trimmedStart
        guard index < line.end else { return false }
        let bullet = bytes[index]
        guard bullet == UInt8(ascii: "*") || bullet == UInt8(ascii: "+") || bullet == UInt8(ascii: "-") else {
            return false
        }
        index += 1
        let skipped = UnicodeWhitespace.skipLeading(in: bytes, from: index, to: line.end)
        index = skipped.index
        for keyword in keywords.nonStarSteps where hasPrefix(keyword.bytes, at: index, end: line.end) {
            let stepText = text.trimmed(index + keyword.bytes.count, line.end)
            token.setMatched(
                .stepLine, text: stepText, keyword: TextRef(index, index + keyword.bytes.count),
                indent: line.indent + 1 + skipped.codePoints,
                keywordType: keywords.firstStepType[keyword.text])
            return true
        }
        return false
    }

    /// Tags written as `` `@tag` `` anywhere on the line.
    mutating func matchTagLine(_ line: SourceLine, _ token: inout Token) -> Bool {
        let first = document.items.count
        var index = line.trimmedStart
        var column = 0  // code points before `index` within the trimmed text
        let end = line.end
        while index < end {
            if bytes[index] == UInt8(ascii: "`"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "@") {
                var close = index + 2
                while close < end, bytes[close] != UInt8(ascii: "`") { close += 1 }
                if close < end, close > index + 2 {
                    document.items.append(
                        TokenItem(line: line.number, column: line.indent + column + 2, text: TextRef(index + 1, close)))
                    column += UnicodeWhitespace.codePoints(in: bytes, from: index, to: close + 1)
                    index = close + 1
                    continue
                }
            }
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        guard document.items.count > first else { return false }
        token.setMatched(.tagLine, items: first..<document.items.count)
        return true
    }

    /// `"""`, ```` ```` ```` or ```` ``` ```` opens a doc string; the same delimiter closes it.
    mutating func matchDocStringSeparator(_ line: SourceLine, _ token: inout Token) -> Bool {
        if let open = docString {
            guard line.startsWith(open, in: bytes) else { return false }
            docString = nil
            indentToRemove = 0
            token.setMatched(
                .docStringSeparator, keyword: TextRef(line.trimmedStart, line.trimmedStart + open.count))
            return true
        }
        for delimiter in Self.openingDelimiters where line.startsWith(delimiter, in: bytes) {
            let mediaType = text.trimmed(line.trimmedStart + delimiter.count, line.end)
            docString = delimiter
            indentToRemove = line.indent
            token.setMatched(
                .docStringSeparator, text: mediaType,
                keyword: TextRef(line.trimmedStart, line.trimmedStart + delimiter.count))
            return true
        }
        return false
    }

    static let quoteBytes: [UInt8] = Array(#"""""#.utf8)
    static let threeBacktickBytes: [UInt8] = Array("```".utf8)
    /// The delimiters that open a doc string, in the order they are tried.
    static let openingDelimiters: [[UInt8]] = [quoteBytes, Array("````".utf8), threeBacktickBytes]

    private func hasPrefix(_ prefix: [UInt8], at index: Int, end: Int) -> Bool {
        guard end - index >= prefix.count else { return false }
        for offset in 0..<prefix.count where bytes[index + offset] != prefix[offset] { return false }
        return true
    }
}
