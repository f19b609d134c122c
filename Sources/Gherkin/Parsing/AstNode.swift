import CucumberMessages

/// An open rule: the tokens and completed sub-rules it has collected so far.
///
/// NB: each kind of content has its own slot, rather than one list of tagged values, so that
/// building the tree moves values instead of searching and copying them; that is most of the
/// AST builder's speed. Nodes are only touched by the builder that owns them, one access at a
/// time, so the run-time exclusivity checks on their properties are switched off.
final class AstNode {
    @exclusivity(unchecked) var ruleType: RuleType

    /// The first keyword line (feature, rule, background, scenario, examples or step line).
    @exclusivity(unchecked) var lineToken: Token?
    /// The first doc string delimiter.
    @exclusivity(unchecked) var separatorToken: Token?
    @exclusivity(unchecked) var tagTokens: [Token] = []
    @exclusivity(unchecked) var rowTokens: [Token] = []
    @exclusivity(unchecked) var otherTokens: [Token] = []

    @exclusivity(unchecked) var steps: [Step] = []
    @exclusivity(unchecked) var docString: DocString?
    @exclusivity(unchecked) var dataTable: DataTable?
    @exclusivity(unchecked) var background: Background?
    @exclusivity(unchecked) var scenarios: [Scenario] = []
    @exclusivity(unchecked) var examples: [Examples] = []
    @exclusivity(unchecked) var rules: [Rule] = []
    @exclusivity(unchecked) var examplesTable: [TableRow]?
    @exclusivity(unchecked) var description: String?
    @exclusivity(unchecked) var feature: Feature?

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
        lineToken = nil
        separatorToken = nil
        if !tagTokens.isEmpty { tagTokens.removeAll(keepingCapacity: true) }
        if !rowTokens.isEmpty { rowTokens.removeAll(keepingCapacity: true) }
        if !otherTokens.isEmpty { otherTokens.removeAll(keepingCapacity: true) }
        if !steps.isEmpty { steps = [] }
        docString = nil
        dataTable = nil
        background = nil
        if !scenarios.isEmpty { scenarios = [] }
        if !examples.isEmpty { examples = [] }
        if !rules.isEmpty { rules = [] }
        examplesTable = nil
        description = nil
        feature = nil
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
        case .tagLine: tagTokens.append(token)
        case .tableRow: rowTokens.append(token)
        case .other: otherTokens.append(token)
        case .none, .eof, .empty, .comment, .language: break
        }
    }
}
