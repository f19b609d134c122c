import CucumberMessages

/// An open rule: the tokens and completed sub-rules it has collected so far.
///
/// NB: each kind of content has its own slot, rather than one list of tagged values, so that
/// building the tree moves values instead of searching and copying them; that is most of the
/// AST builder's speed. Nodes are only touched by the builder that owns them, one access at a
/// time, so the run-time exclusivity checks on their properties are switched off.
final class AstNode {
    @exclusivity(unchecked) var ruleType: RuleType

    // NB: the two token slots are a value plus a flag rather than `Token?`: emptying an
    // optional token on every reuse ran an outlined, metadata-driven destroy (the compiler
    // merges it with others) and showed up as one of the parser's largest costs. A stale token
    // now stays in place until the slot is filled again.
    @exclusivity(unchecked) private var storedLine = Token(endOfFileAt: 0)
    @exclusivity(unchecked) private var storedSeparator = Token(endOfFileAt: 0)
    @exclusivity(unchecked) private var hasLine = false
    @exclusivity(unchecked) private var hasSeparator = false
    /// Whether any of the optional value slots below was ever set since the last reset.
    @exclusivity(unchecked) private var holdsValues = false

    /// The first keyword line (feature, rule, background, scenario, examples or step line).
    var lineToken: Token? { hasLine ? storedLine : nil }
    /// The first doc string delimiter.
    var separatorToken: Token? { hasSeparator ? storedSeparator : nil }
    /// The tags of each tag line.
    @exclusivity(unchecked) var tagLines: [[TokenItem]] = []
    @exclusivity(unchecked) var tableRows: [PendingTableRow] = []
    /// The text of each other line (description or doc string content).
    @exclusivity(unchecked) var otherLines: [String] = []

    @exclusivity(unchecked) var steps: [Step] = []
    @exclusivity(unchecked) var docString: DocString? { didSet { holdsValues = true } }
    @exclusivity(unchecked) var dataTable: DataTable? { didSet { holdsValues = true } }
    @exclusivity(unchecked) var background: Background? { didSet { holdsValues = true } }
    @exclusivity(unchecked) var scenarios: [Scenario] = []
    @exclusivity(unchecked) var examples: [Examples] = []
    @exclusivity(unchecked) var rules: [Rule] = []
    @exclusivity(unchecked) var examplesTable: [TableRow]? { didSet { holdsValues = true } }
    @exclusivity(unchecked) var description: String? { didSet { holdsValues = true } }
    @exclusivity(unchecked) var feature: Feature? { didSet { holdsValues = true } }

    /// Sub-rules kept as nodes: a feature or rule header, tags, a scenario or examples body.
    @exclusivity(unchecked) var header: AstNode?
    @exclusivity(unchecked) var tags: AstNode?
    @exclusivity(unchecked) var body: AstNode?

    init(_ ruleType: RuleType) {
        self.ruleType = ruleType
    }

    /// Empties the node for reuse. Token lists keep their storage; lists whose contents were
    /// handed on to the tree are dropped, since their storage is now shared.
    func reset(as ruleType: RuleType) {
        self.ruleType = ruleType
        hasLine = false
        hasSeparator = false
        if !tagLines.isEmpty { tagLines.removeAll(keepingCapacity: true) }
        if !tableRows.isEmpty { tableRows.removeAll(keepingCapacity: true) }
        if !otherLines.isEmpty { otherLines.removeAll(keepingCapacity: true) }
        if !steps.isEmpty { steps = [] }
        if !scenarios.isEmpty { scenarios = [] }
        if !examples.isEmpty { examples = [] }
        if !rules.isEmpty { rules = [] }
        if holdsValues {
            docString = nil
            dataTable = nil
            background = nil
            examplesTable = nil
            description = nil
            feature = nil
            holdsValues = false
        }
        if header != nil { header = nil }
        if tags != nil { tags = nil }
        if body != nil { body = nil }
    }

    /// Moves the keyword line token out of the node (the node is being completed).
    ///
    /// NB: moving rather than copying saves a retain and a release of each of the token's
    /// strings, per step.
    func takeLineToken() -> Token? {
        guard hasLine else { return nil }
        hasLine = false
        var token = Token(endOfFileAt: 0)
        swap(&token, &storedLine)
        return token
    }

    /// Moves the doc string delimiter token out of the node.
    func takeSeparatorToken() -> Token? {
        guard hasSeparator else { return nil }
        hasSeparator = false
        var token = Token(endOfFileAt: 0)
        swap(&token, &storedSeparator)
        return token
    }

    /// Moves the collected steps out of the node.
    func takeSteps() -> [Step] {
        var taken: [Step] = []
        swap(&taken, &steps)
        return taken
    }

    /// Files a token under the slot the builder reads it from.
    @inline(__always)
    func add(_ token: consuming Token) {
        switch token.matchedType {
        case .featureLine, .ruleLine, .backgroundLine, .scenarioLine, .examplesLine, .stepLine:
            if !hasLine {
                storedLine = consume token
                hasLine = true
            }
        case .docStringSeparator:
            if !hasSeparator {
                storedSeparator = consume token
                hasSeparator = true
            }
        // NB: the items and text are moved out of the token, which is discarded afterwards.
        case .tagLine: tagLines.append(token.takeItems())
        case .tableRow:
            tableRows.append(PendingTableRow(line: token.lineNumber, column: token.column, cells: token.takeItems()))
        case .other: otherLines.append(token.text.take() ?? "")
        case .none, .eof, .empty, .comment, .language: break
        }
    }
}
