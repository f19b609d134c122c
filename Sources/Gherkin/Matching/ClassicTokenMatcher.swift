import CucumberMessages

/// Matches lines of plain Gherkin (`text/x.cucumber.gherkin+plain`), working on UTF-8 bytes.
struct ClassicTokenMatcher: TokenMatcher {
    let text: ByteText
    var keywords: KeywordTable
    var docString: DocStringDelimiter?
    var indentToRemove = 0
    /// Scratch space for table cells, reused across rows.
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, dialect: KeywordTable) {
        text = ByteText(bytes: bytes)
        keywords = dialect
    }

    var bytes: UnsafeBufferPointer<UInt8> { text.bytes }

    mutating func match(_ type: TokenType, _ token: inout Token) throws(GherkinError) -> Bool {
        guard let line = token.line else {
            if type == .eof {
                token.setMatched(.eof, dialect: keywords.code)
                return true
            }
            return false
        }
        switch type {
        case .eof, .none:
            return false
        case .empty:
            guard line.isEmpty else { return false }
            token.setMatched(.empty, indent: 0, dialect: keywords.code)
            return true
        case .comment:
            guard line.startsWith(byte: UInt8(ascii: "#"), in: bytes) else { return false }
            token.setMatched(.comment, text: text.string(line.start, line.end), indent: 0, dialect: keywords.code)
            return true
        case .tagLine:
            guard line.startsWith(byte: UInt8(ascii: "@"), in: bytes) else { return false }
            let tags = try tagItems(line)
            token.setMatched(.tagLine, items: tags, dialect: keywords.code)
            return true
        case .featureLine:
            return matchTitle(keywords.feature, .featureLine, line, &token)
        case .ruleLine:
            return matchTitle(keywords.rule, .ruleLine, line, &token)
        case .backgroundLine:
            return matchTitle(keywords.background, .backgroundLine, line, &token)
        case .scenarioLine:
            return matchTitle(keywords.scenario, .scenarioLine, line, &token)
                || matchTitle(keywords.scenarioOutline, .scenarioLine, line, &token)
        case .examplesLine:
            return matchTitle(keywords.examples, .examplesLine, line, &token)
        case .stepLine:
            return matchStep(line, &token)
        case .docStringSeparator:
            return matchDocStringSeparator(line, &token)
        case .tableRow:
            guard line.startsWith(byte: UInt8(ascii: "|"), in: bytes) else { return false }
            token.setMatched(.tableRow, items: tableCells(line), dialect: keywords.code)
            return true
        case .language:
            return try matchLanguage(line, &token)
        case .other:
            token.setMatched(.other, text: otherText(line), indent: 0, dialect: keywords.code)
            return true
        }
    }

    private func matchTitle(
        _ candidates: [ByteKeyword], _ type: TokenType, _ line: SourceLine, _ token: inout Token
    ) -> Bool {
        guard line.trimmedStart < line.end, keywords.titleFirstBytes.contains(bytes[line.trimmedStart]) else {
            return false
        }
        for keyword in candidates where line.startsWith(keyword.bytes, in: bytes) {
            let title = text.trimmedString(line.trimmedStart + keyword.bytes.count, line.end)
            token.setMatched(type, text: title, keyword: keyword.text, dialect: keywords.code)
            return true
        }
        return false
    }

    private func matchStep(_ line: SourceLine, _ token: inout Token) -> Bool {
        guard line.trimmedStart < line.end, keywords.stepFirstBytes.contains(bytes[line.trimmedStart]) else {
            return false
        }
        for keyword in keywords.steps where line.startsWith(keyword.bytes, in: bytes) {
            let stepText = text.trimmedString(line.trimmedStart + keyword.bytes.count, line.end)
            token.setMatched(
                .stepLine, text: stepText, keyword: keyword.text, keywordType: keyword.type,
                dialect: keywords.code)
            return true
        }
        return false
    }

    private mutating func matchDocStringSeparator(_ line: SourceLine, _ token: inout Token) -> Bool {
        if let open = docString {
            guard line.startsWith(open.bytes, in: bytes) else { return false }
            docString = nil
            indentToRemove = 0
            token.setMatched(.docStringSeparator, keyword: open.text, dialect: keywords.code)
            return true
        }
        guard line.trimmedStart < line.end else { return false }
        let first = bytes[line.trimmedStart]
        guard first == UInt8(ascii: "\"") || first == UInt8(ascii: "`") else { return false }
        for delimiter in DocStringDelimiter.all where line.startsWith(delimiter.bytes, in: bytes) {
            let mediaType = text.trimmedString(line.trimmedStart + 3, line.end)
            docString = delimiter
            indentToRemove = line.indent
            token.setMatched(.docStringSeparator, text: mediaType, keyword: delimiter.text, dialect: keywords.code)
            return true
        }
        return false
    }

    private func otherText(_ line: SourceLine) -> String {
        let raw = text.lineText(line, removingIndent: indentToRemove)
        guard let delimiter = docString else { return raw }
        return Self.unescape(raw, delimiter)
    }

    /// Replaces every escaped delimiter (`\"\"\"`) with the delimiter itself.
    static func unescape(_ raw: String, _ delimiter: DocStringDelimiter) -> String {
        guard raw.utf8.contains(UInt8(ascii: "\\")) else { return raw }
        var utf8 = Array(raw.utf8)
        let escaped = delimiter.escapedBytes
        guard utf8.count >= escaped.count else { return raw }
        var output: [UInt8] = []
        output.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "\\"), index + escaped.count <= utf8.count,
                utf8[index..<(index + escaped.count)].elementsEqual(escaped)
            {
                output.append(contentsOf: delimiter.bytes)
                index += escaped.count
            } else {
                output.append(utf8[index])
                index += 1
            }
        }
        utf8 = output
        return String(decoding: utf8, as: UTF8.self)
    }

    private mutating func matchLanguage(_ line: SourceLine, _ token: inout Token) throws(GherkinError) -> Bool {
        guard let code = LanguageHeader.dialectCode(of: line, in: bytes) else { return false }
        token.setMatched(.language, text: code, dialect: keywords.code)
        guard let table = DialectRegistry.shared.keywordTables[code] else {
            // NB: the reference parsers report the header's column in the message but column 1
            // in the location (the line is matched as a comment next, which moves it there).
            throw GherkinError(
                kind: .unsupportedLanguage, line: line.number, column: 1, messageColumn: token.column,
                reason: "Language not supported: \(code)")
        }
        keywords = table
        return true
    }
}
