import CucumberMessages

/// One line (or the end of the file) and what the matcher made of it.
///
/// Texts are ranges (`TextRef`) into the document's text; tags and cells are a range of
/// ``DocumentText/items``.
struct Token: Sendable {
    /// The line, or `nil` for the end-of-file token.
    let line: SourceLine?
    /// The 1-based line number (one past the last line for end of file).
    let lineNumber: Int

    var matchedType: TokenType = .none
    var keyword: TextRef = .empty
    var keywordType: StepKeywordType?
    var text: TextRef = .empty
    /// Where this token's tags or cells are in ``DocumentText/items``.
    var items: Range<Int> = 0..<0
    /// The 1-based column of the match, set when a match succeeds.
    var column: Int?

    var isEOF: Bool { line == nil }

    init(line: SourceLine) {
        self.line = line
        lineNumber = line.number
    }

    init(endOfFileAt lineNumber: Int) {
        line = nil
        self.lineNumber = lineNumber
    }

    /// Records a successful match.
    @inline(__always)
    mutating func setMatched(
        _ type: TokenType, text: TextRef = .empty, keyword: TextRef = .empty, indent: Int? = nil,
        keywordType: StepKeywordType? = nil, items: Range<Int> = 0..<0
    ) {
        matchedType = type
        self.text = text
        self.keyword = keyword
        self.keywordType = keywordType
        self.items = items
        column = (indent ?? line?.indent ?? 0) + 1
    }
}
