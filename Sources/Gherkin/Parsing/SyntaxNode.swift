/// An open rule of the grammar: the tokens and completed sub-rules it has collected so far.
///
/// NB: each kind of content has its own slot, so that building the tree moves indices instead
/// of searching. Nodes are reused (most rules, steps above all, are short-lived) and only
/// touched by the builder that owns them, one access at a time, so the run-time exclusivity
/// checks on their properties are switched off.
final class SyntaxNode {
    /// A table row until its table is complete and the row gets its id.
    struct PendingRow {
        let position: SyntaxTree.Position
        let cells: Range<Int>
    }

    @exclusivity(unchecked) var ruleType: RuleType

    /// The first keyword line (feature, rule, background, scenario, examples or step line).
    @exclusivity(unchecked) var lineToken: Token?
    /// The first doc string delimiter.
    @exclusivity(unchecked) var separatorToken: Token?
    /// The items of each tag line.
    @exclusivity(unchecked) var tagLines: [Range<Int>] = []
    @exclusivity(unchecked) var tableRows: [PendingRow] = []
    /// The text of each other line (description or doc string content).
    @exclusivity(unchecked) var otherLines: [TextRef] = []

    @exclusivity(unchecked) var steps = SyntaxTree.Span.none
    @exclusivity(unchecked) var docString: Int32 = -1
    @exclusivity(unchecked) var dataTable: SyntaxTree.Span?
    @exclusivity(unchecked) var background: Int32 = -1
    @exclusivity(unchecked) var scenarios = SyntaxTree.Span.none
    @exclusivity(unchecked) var examples = SyntaxTree.Span.none
    @exclusivity(unchecked) var rules = SyntaxTree.Span.none
    @exclusivity(unchecked) var examplesTable: SyntaxTree.Span?
    @exclusivity(unchecked) var description: SyntaxTree.Span?
    @exclusivity(unchecked) var hasFeature = false

    /// Sub-rules kept as nodes: a feature or rule header, tags, a scenario or examples body.
    @exclusivity(unchecked) var header: SyntaxNode?
    @exclusivity(unchecked) var tags: SyntaxNode?
    @exclusivity(unchecked) var body: SyntaxNode?

    init(_ ruleType: RuleType) {
        self.ruleType = ruleType
    }

    /// Empties the node for reuse; lists keep their storage.
    func reset(as ruleType: RuleType) {
        self.ruleType = ruleType
        lineToken = nil
        separatorToken = nil
        if !tagLines.isEmpty { tagLines.removeAll(keepingCapacity: true) }
        if !tableRows.isEmpty { tableRows.removeAll(keepingCapacity: true) }
        if !otherLines.isEmpty { otherLines.removeAll(keepingCapacity: true) }
        steps = .none
        docString = -1
        dataTable = nil
        background = -1
        scenarios = .none
        examples = .none
        rules = .none
        examplesTable = nil
        description = nil
        hasFeature = false
        header = nil
        tags = nil
        body = nil
    }

    /// Files a token under the slot the builder reads it from.
    @inline(__always)
    func add(_ token: Token) {
        switch token.matchedType {
        case .featureLine, .ruleLine, .backgroundLine, .scenarioLine, .examplesLine, .stepLine:
            if lineToken == nil { lineToken = token }
        case .docStringSeparator:
            if separatorToken == nil { separatorToken = token }
        case .tagLine: tagLines.append(token.items)
        case .tableRow:
            tableRows.append(PendingRow(
                position: SyntaxTree.Position(line: token.lineNumber, column: token.column), cells: token.items))
        case .other: otherLines.append(token.text)
        case .none, .eof, .empty, .comment, .language: break
        }
    }
}

extension SyntaxTree.Span {
    /// Adds `index`, the next element of a list whose elements for this span are contiguous.
    @inline(__always)
    mutating func append(_ index: Int) {
        if count == 0 { start = Int32(truncatingIfNeeded: index) }
        count += 1
    }
}
