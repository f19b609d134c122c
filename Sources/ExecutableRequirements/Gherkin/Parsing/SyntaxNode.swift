import CucumberMessages

/// An open rule of the grammar: the tokens and completed sub-rules it has collected so far.
///
/// NB: a value on the builder's stack rather than an object. The lines a rule collects (tag
/// lines, table rows, text lines) go to lists the builder shares between rules, from
/// `linesStart` on: only rules without sub-rules collect lines, so each rule's lines are
/// contiguous there. Objects with lists of their own cost an allocation or a reset per rule.
struct SyntaxNode {
    /// What a rule keeps of a keyword line or a doc string delimiter.
    struct Line {
        var position: SyntaxTree.Position
        var keyword: TextRef
        var keywordType: StepKeywordType?
        /// The title or step text, or a delimiter's media type.
        var text: TextRef

        init(_ token: borrowing Token) {
            position = SyntaxTree.Position(line: token.lineNumber, column: token.column)
            keyword = token.keyword
            keywordType = token.keywordType
            text = token.text
        }
    }

    var ruleType: RuleType

    /// The first keyword line (feature, rule, background, scenario, examples or step line), or
    /// for a doc string its opening delimiter.
    ///
    /// NB: one field serves both: a delimiter is only ever built into a doc string rule, and a
    /// keyword line never is. The smaller record is copied inline rather than by `memcpy`.
    var line: Line?
    /// Where the rule's lines are in the builder's list for its kind (tag lines, table rows
    /// or text lines); the end is set when the rule closes.
    var linesStart: Int32
    var linesEnd: Int32

    var steps = SyntaxTree.Span.none
    var docString: Int32 = -1
    var dataTable: SyntaxTree.Span?
    var background: Int32 = -1
    var scenarios = SyntaxTree.Span.none
    var examples = SyntaxTree.Span.none
    var rules = SyntaxTree.Span.none
    var examplesTable: SyntaxTree.Span?
    var description: SyntaxTree.Span?
    var hasFeature = false

    /// Closed sub-rules kept for this rule to read when it closes (a feature or rule header,
    /// tags, a scenario or examples body), as indices of the builder's kept rules; -1 for none.
    var header: Int32 = -1
    var tags: Int32 = -1
    var body: Int32 = -1

    init(_ ruleType: RuleType, linesStart: Int) {
        self.ruleType = ruleType
        self.linesStart = Int32(truncatingIfNeeded: linesStart)
        linesEnd = self.linesStart
    }

    /// The rule's lines, as a range of the builder's list for its kind.
    var lines: Range<Int> { Int(linesStart)..<Int(linesEnd) }
}

extension SyntaxTree.Span {
    /// Adds `index`, the next element of a list whose elements for this span are contiguous.
    @inline(__always)
    mutating func append(_ index: Int) {
        if count == 0 { start = Int32(truncatingIfNeeded: index) }
        count += 1
    }
}
