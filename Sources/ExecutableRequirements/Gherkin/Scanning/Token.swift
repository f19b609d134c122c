import CucumberMessages

/// One line (or the end of the file) and what the matcher made of it.
///
/// Texts are ranges (`TextRef`) into the document's text; tags and cells are a range of
/// ``DocumentText/items``.
struct Token: Sendable {
    /// The line, or `nil` for the end-of-file token.
    let line: SourceLine?
    private let storedLineNumber: Int32

    var matchedType: TokenType = .none
    var keywordType: StepKeywordType?
    var keyword: TextRef = .empty
    var text: TextRef = .empty
    // NB: 32-bit, like the line, to keep the token small; 0 stands for no column.
    private var itemsStart: Int32 = 0
    private var itemsEnd: Int32 = 0
    private var storedColumn: Int32 = 0

    /// The 1-based line number (one past the last line for end of file).
    var lineNumber: Int { Int(storedLineNumber) }

    /// Where this token's tags or cells are in ``DocumentText/items``.
    var items: Range<Int> {
        get { Int(itemsStart)..<Int(itemsEnd) }
        set {
            itemsStart = Int32(truncatingIfNeeded: newValue.lowerBound)
            itemsEnd = Int32(truncatingIfNeeded: newValue.upperBound)
        }
    }

    /// ``items`` as a span, for the lists that keep it.
    var itemSpan: SyntaxTree.Span { SyntaxTree.Span(start: itemsStart, count: itemsEnd - itemsStart) }

    /// The 1-based column of the match, set when a match succeeds.
    var column: Int? {
        get { storedColumn == 0 ? nil : Int(storedColumn) }
        set { storedColumn = Int32(truncatingIfNeeded: newValue ?? 0) }
    }

    var isEOF: Bool { line == nil }

    init(line: SourceLine) {
        self.line = line
        storedLineNumber = Int32(truncatingIfNeeded: line.number)
    }

    init(endOfFileAt lineNumber: Int) {
        line = nil
        storedLineNumber = Int32(truncatingIfNeeded: lineNumber)
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
