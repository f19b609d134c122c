import CucumberMessages

/// A tag or table cell found on a line: its location and its (unescaped) text.
///
/// NB: stored as the message type `TableCell`, so that table rows reach the AST without
/// being copied into a second form.
typealias TokenItem = TableCell

extension TableCell {
    /// An item at `column` of line `line`.
    init(line: Int, column: Int, text: String) {
        self.init(location: Location(line: line, column: column), value: text)
    }

    /// The item's 1-based column.
    var column: Int { location.column ?? 0 }
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
    /// The dialect code in force when a feature line was matched (the document's language);
    /// `nil` for other tokens, which do not need it.
    var dialect: String?

    var isEOF: Bool { line == nil }

    /// Moves the items out of the token, leaving it none.
    mutating func takeItems() -> [TokenItem] {
        var taken: [TokenItem] = []
        swap(&taken, &items)
        return taken
    }

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
        if type == .featureLine { self.dialect = dialect }
    }
}
