import CucumberMessages

/// Matches lines of Markdown with Gherkin (`text/x.cucumber.gherkin+markdown`), following the
/// reference implementation: `#` headings carry the title keywords, list items (`*`, `+`, `-`)
/// the steps, tables indented by 2 to 5 spaces are data tables (GFM separator rows are
/// ignored), and tags are written in backticks. The first line is the feature line even
/// without a `# Feature:` heading; anything unrecognised is neutral (an empty line).
/// `# language:` headers are not supported in Markdown.
struct MarkdownTokenMatcher: TokenMatcher {
    let text: ByteText
    let document: DocumentText
    let keywords: KeywordTable
    var docString: [UInt8]?
    var indentToRemove = 0
    var matchedFeatureLine = false

    private static let quotes = quoteBytes
    private static let threeBackticks = threeBacktickBytes

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
        case .eof, .none, .language: return false
        case .empty: return matchEmpty(line, &token)
        case .comment: return matchComment(line, &token)
        case .tagLine: return matchTagLine(line, &token)
        case .featureLine: return matchFeatureLine(line, &token)
        case .ruleLine: return matchHeader(keywords.rule, .ruleLine, line, &token)
        case .backgroundLine: return matchHeader(keywords.background, .backgroundLine, line, &token)
        case .scenarioLine:
            return matchHeader(keywords.scenario, .scenarioLine, line, &token)
                || matchHeader(keywords.scenarioOutline, .scenarioLine, line, &token)
        case .examplesLine: return matchHeader(keywords.examples, .examplesLine, line, &token)
        case .stepLine: return matchStep(line, &token)
        case .docStringSeparator: return matchDocStringSeparator(line, &token)
        case .tableRow: return matchTableRow(line, &token)
        case .other:
            var content = text.lineText(line, removingIndent: indentToRemove)
            if docString == Self.quotes {
                content = ClassicTokenMatcher.unescape(content, .quotes, in: document)
            } else if docString == Self.threeBackticks {
                content = ClassicTokenMatcher.unescape(content, .backticks, in: document)
            }
            token.setMatched(.other, text: content, indent: 0)
            return true
        }
    }

    /// An empty line, or any line nothing else recognises. NB: this tries every other matcher,
    /// with their side effects (such as opening a doc string), exactly as upstream does.
    private mutating func matchEmpty(_ line: SourceLine, _ token: inout Token) -> Bool {
        var result = line.isEmpty
        let recognised =
            matchTagLine(line, &token) || matchFeatureLine(line, &token)
            || matchHeader(keywords.scenario, .scenarioLine, line, &token)
            || matchHeader(keywords.scenarioOutline, .scenarioLine, line, &token)
            || matchHeader(keywords.background, .backgroundLine, line, &token)
            || matchHeader(keywords.examples, .examplesLine, line, &token)
            || matchHeader(keywords.rule, .ruleLine, line, &token)
            || matchTableRow(line, &token) || matchComment(line, &token)
            || matchDocStringSeparator(line, &token) || matchStep(line, &token)
        if !recognised { result = true }
        if result { token.setMatched(.empty, indent: 0) }
        return result
    }

    /// GFM table separator rows (`| --- |`) count as comments, reported as empty lines.
    private mutating func matchComment(_ line: SourceLine, _ token: inout Token) -> Bool {
        guard line.startsWith(byte: UInt8(ascii: "|"), in: bytes) else { return false }
        guard isSeparatorRow(TableCellScanner.cells(of: line, in: document)) else {
            return false
        }
        token.setMatched(.empty, indent: 0)
        return true
    }

    private mutating func matchFeatureLine(_ line: SourceLine, _ token: inout Token) -> Bool {
        if matchedFeatureLine { return false }
        if !matchHeader(keywords.feature, .featureLine, line, &token) {
            token.setMatched(
                .featureLine, text: TextRef(line.trimmedStart, line.end),
                indent: line.referenceIndent(in: bytes))
            document.language = keywords.code
        }
        matchedFeatureLine = true
        return true
    }

    private mutating func matchTableRow(_ line: SourceLine, _ token: inout Token) -> Bool {
        // NB: a Gherkin table is indented by 2 to 5 whitespace characters, to tell it apart
        // from ordinary Markdown tables.
        var index = line.start
        var blanks = 0
        while blanks < 6, index < line.end {
            let width = UnicodeWhitespace.length(at: index, in: bytes, end: line.end)
            if width == 0 { break }
            index += width
            blanks += 1
        }
        guard blanks >= 2, blanks <= 5, index < line.end, bytes[index] == UInt8(ascii: "|") else { return false }
        let cells = TableCellScanner.cells(of: line, in: document)
        if isSeparatorRow(cells) { return false }
        token.setMatched(.tableRow, keyword: TextRef(index, index + 1), items: cells)
        return true
    }

    private func isSeparatorRow(_ cells: Range<Int>) -> Bool {
        ByteView.withView(of: document.derived) { derived in
            cells.contains { index in
                TextStorage.withBytes(document.items[index].text, source: document.source, derived: derived) { bytes in
                    var start = 0
                    var end = bytes.count
                    if start < end, bytes[start] == UInt8(ascii: ":") { start += 1 }
                    if start < end, bytes[end - 1] == UInt8(ascii: ":") { end -= 1 }
                    guard start < end else { return false }
                    while start < end {
                        if bytes[start] != UInt8(ascii: "-") { return false }
                        start += 1
                    }
                    return true
                }
            }
        }
    }
}
