import CucumberMessages

/// Matches lines of plain Gherkin (`text/x.cucumber.gherkin+plain`), working on UTF-8 bytes.
struct ClassicTokenMatcher: TokenMatcher {
    let text: ByteText
    let document: DocumentText
    var keywords: KeywordTable
    var docString: DocStringDelimiter?
    var indentToRemove = 0

    init(document: DocumentText, dialect: KeywordTable) {
        self.document = document
        text = ByteText(bytes: document.source)
        keywords = dialect
    }

    var bytes: ByteView { text.bytes }

    mutating func match(_ type: TokenType, _ token: inout Token) throws(GherkinError) -> Bool {
        guard let line = token.line else {
            if type == .eof {
                token.setMatched(.eof)
                return true
            }
            return false
        }
        switch type {
        case .eof, .none:
            return false
        case .empty:
            guard line.isEmpty else { return false }
            token.setMatched(.empty, indent: 0)
            return true
        case .comment:
            guard line.startsWith(byte: UInt8(ascii: "#"), in: bytes) else { return false }
            token.setMatched(.comment, text: TextRef(line.start, line.end), indent: 0)
            return true
        case .tagLine:
            // NB: a tag line before a scenario is matched several times over, by each transition
            // that looks ahead past it and by the parser afterwards; its tags are found once.
            if token.matchedType == .tagLine { return true }
            guard line.startsWith(byte: UInt8(ascii: "@"), in: bytes) else { return false }
            let tags = try tagItems(line)
            token.setMatched(.tagLine, items: tags)
            return true
        case .featureLine:
            return matchTitle(keywords.featureIndex, .featureLine, line, &token)
        case .ruleLine:
            return matchTitle(keywords.ruleIndex, .ruleLine, line, &token)
        case .backgroundLine:
            return matchTitle(keywords.backgroundIndex, .backgroundLine, line, &token)
        case .scenarioLine:
            return matchTitle(keywords.scenarioIndex, .scenarioLine, line, &token)
        case .examplesLine:
            return matchTitle(keywords.examplesIndex, .examplesLine, line, &token)
        case .stepLine:
            return matchStep(line, &token)
        case .docStringSeparator:
            return matchDocStringSeparator(line, &token)
        case .tableRow:
            guard line.startsWith(byte: UInt8(ascii: "|"), in: bytes) else { return false }
            token.setMatched(
                .tableRow, items: TableCellScanner.cells(of: line, in: document))
            return true
        case .language:
            return try matchLanguage(line, &token)
        case .other:
            token.setMatched(.other, text: otherText(line), indent: 0)
            return true
        }
    }

    /// The types a line may match, by its first byte after the indentation: the same tests
    /// each type's match starts with.
    @inline(__always)
    func candidates(for token: Token) -> TokenTypes {
        guard let line = token.line else { return .eof }
        var types = TokenTypes(.other)
        guard line.trimmedStart < line.end else {
            types.insert(.empty)
            return types
        }
        let first = bytes[line.trimmedStart]
        // NB: byte literals rather than `UInt8(ascii:)`, which without the optimiser (a debug
        // build) is a call per case tried, for every line.
        switch first {
        case 0x23:  // #
            types.insert(.comment)
            types.insert(.language)
        case 0x40: types.insert(.tagLine)  // @
        case 0x7C: types.insert(.tableRow)  // |
        case 0x22, 0x60: types.insert(.docStringSeparator)  // " and `
        default: break
        }
        if keywords.titleFirstBytes.contains(first) { types.formUnion(Self.titles) }
        if keywords.stepFirstBytes.contains(first) { types.insert(.stepLine) }
        return types
    }

    private static let titles = TokenTypes(
        rawValue: TokenTypes(.featureLine).rawValue | TokenTypes(.ruleLine).rawValue
            | TokenTypes(.backgroundLine).rawValue
            | TokenTypes(.scenarioLine).rawValue | TokenTypes(.examplesLine).rawValue)

    private func matchTitle(
        _ candidates: KeywordIndex, _ type: TokenType, _ line: SourceLine, _ token: inout Token
    ) -> Bool {
        // NB: a scenario or examples line found by looking ahead is matched again when the
        // parser reaches it; the keywords in force are the same, so the match is too.
        if token.matchedType == type { return true }
        guard let keyword = candidates.firstMatch(in: bytes, from: line.trimmedStart, to: line.end) else {
            return false
        }
        let title = text.trimmed(line.trimmedStart + keyword.length, line.end)
        // The keyword bytes end with the colon, which is not part of the keyword.
        let keywordRange = TextRef(line.trimmedStart, line.trimmedStart + keyword.length - 1)
        token.setMatched(type, text: title, keyword: keywordRange)
        if type == .featureLine { document.language = keywords.code }
        return true
    }

    private func matchStep(_ line: SourceLine, _ token: inout Token) -> Bool {
        guard let keyword = keywords.stepIndex.firstMatch(in: bytes, from: line.trimmedStart, to: line.end) else {
            return false
        }
        let stepText = text.trimmed(line.trimmedStart + keyword.length, line.end)
        token.setMatched(
            .stepLine, text: stepText, keyword: TextRef(line.trimmedStart, line.trimmedStart + keyword.length),
            keywordType: keyword.type)
        return true
    }

    private mutating func matchDocStringSeparator(_ line: SourceLine, _ token: inout Token) -> Bool {
        if let open = docString {
            guard line.startsWith(open.bytes, in: bytes) else { return false }
            docString = nil
            indentToRemove = 0
            token.setMatched(
                .docStringSeparator, keyword: TextRef(line.trimmedStart, line.trimmedStart + 3))
            return true
        }
        guard line.trimmedStart < line.end else { return false }
        let first = bytes[line.trimmedStart]
        guard first == UInt8(ascii: "\"") || first == UInt8(ascii: "`") else { return false }
        for delimiter in DocStringDelimiter.all where line.startsWith(delimiter.bytes, in: bytes) {
            let mediaType = text.trimmed(line.trimmedStart + 3, line.end)
            docString = delimiter
            indentToRemove = line.indent
            token.setMatched(
                .docStringSeparator, text: mediaType, keyword: TextRef(line.trimmedStart, line.trimmedStart + 3))
            return true
        }
        return false
    }

    private func otherText(_ line: SourceLine) -> TextRef {
        let raw = text.lineText(line, removingIndent: indentToRemove)
        guard let delimiter = docString else { return raw }
        return Self.unescape(raw, delimiter, in: document)
    }

    /// The text of `raw` with every escaped delimiter (`\"\"\"`) replaced by the delimiter
    /// itself: `raw` when there is none, else a rewritten copy.
    static func unescape(_ raw: TextRef, _ delimiter: DocStringDelimiter, in document: DocumentText) -> TextRef {
        let bytes = document.source.rebased(from: Int(raw.start), to: Int(raw.end))
        let escaped = delimiter.escapedBytes
        guard bytes.count >= escaped.count, bytes.firstIndex(ofByte: UInt8(ascii: "\\")) != nil else { return raw }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var changed = false
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), bytes.hasPrefix(escaped, at: index) {
                output.append(contentsOf: delimiter.bytes)
                index += escaped.count
                changed = true
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return changed ? document.append(output) : raw
    }

    private mutating func matchLanguage(_ line: SourceLine, _ token: inout Token) throws(GherkinError) -> Bool {
        guard let range = LanguageHeader.dialectCode(of: line, in: bytes) else { return false }
        token.setMatched(.language, text: range)
        let code = text.string(Int(range.start), Int(range.end))
        guard let table = DialectRegistry.shared.keywordTable(code) else {
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
