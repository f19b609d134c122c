import CucumberMessages

/// An open rule: the tokens and completed sub-rules it has collected so far.
///
/// NB: each kind of content has its own slot, rather than one list of tagged values, so that
/// building the tree moves values instead of searching and copying them; that is most of the
/// AST builder's speed.
final class AstNode {
    let ruleType: RuleType

    /// The first keyword line (feature, rule, background, scenario, examples or step line).
    var lineToken: Token?
    /// The first doc string delimiter.
    var separatorToken: Token?
    var tagTokens: [Token] = []
    var rowTokens: [Token] = []
    var otherTokens: [Token] = []

    var steps: [Step] = []
    var docString: DocString?
    var dataTable: DataTable?
    var background: Background?
    var scenarios: [Scenario] = []
    var examples: [Examples] = []
    var rules: [Rule] = []
    var examplesTable: [TableRow]?
    var description: String?
    var feature: Feature?

    /// Sub-rules kept as nodes: a feature or rule header, tags, a scenario or examples body.
    var header: AstNode?
    var tags: AstNode?
    var body: AstNode?

    init(_ ruleType: RuleType) {
        self.ruleType = ruleType
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
