import CucumberMessages

/// A tag or table cell found on a line: its 1-based column and its (unescaped) text.
struct TokenItem: Sendable {
    let column: Int
    let text: String
}

/// One line (or the end of the file) and what the matcher made of it.
struct Token: Sendable {
    /// The line, or `nil` for the end-of-file token.
    let line: SourceLine?
    /// The 1-based line number (one past the last line for end of file).
    let lineNumber: Int

    var matchedType: TokenType = .none
    var keyword: String?
    var keywordType: StepKeywordType?
    var text: String?
    var items: [TokenItem] = []
    /// The 1-based column of the match, set when a match succeeds.
    var column: Int?
    /// The dialect code in force when the token was matched.
    var dialect: String = ""

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
        _ type: TokenType, text: String? = nil, keyword: String? = nil, indent: Int? = nil,
        keywordType: StepKeywordType? = nil, items: [TokenItem] = [], dialect: String
    ) {
        matchedType = type
        self.text = text
        self.keyword = keyword
        self.keywordType = keywordType
        self.items = items
        column = (indent ?? line?.indent ?? 0) + 1
        self.dialect = dialect
    }
}
