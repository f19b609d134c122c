import CucumberMessages

/// What a closed rule turned into, stored in its parent node.
enum AstValue {
    case step(Step)
    case docString(DocString)
    case dataTable(DataTable)
    case background(Background)
    case scenario(Scenario)
    case examples(Examples)
    case tableRows([TableRow])
    case description(String)
    case feature(Feature)
    case rule(Rule)
    /// A rule kept as it is (headers, tags, scenario and examples bodies).
    case node(AstNode)
}

/// An open rule: the tokens and closed sub-rules it has collected so far.
final class AstNode {
    let ruleType: RuleType
    private(set) var tokens: [Token] = []
    private(set) var values: [(rule: RuleType, value: AstValue)] = []

    init(_ ruleType: RuleType) {
        self.ruleType = ruleType
    }

    func add(_ token: Token) { tokens.append(token) }

    func add(_ value: AstValue, for rule: RuleType) { values.append((rule, value)) }

    /// The first value stored for `rule`.
    func single(_ rule: RuleType) -> AstValue? {
        for entry in values where entry.rule == rule { return entry.value }
        return nil
    }

    /// The first sub-node stored for `rule` (rules kept as they are).
    func node(_ rule: RuleType) -> AstNode? {
        if case .node(let node)? = single(rule) { return node }
        return nil
    }

    /// The values stored for `rule`, in order.
    func items(_ rule: RuleType) -> [AstValue] {
        values.compactMap { $0.rule == rule ? $0.value : nil }
    }

    /// The first token of `type`.
    func token(_ type: TokenType) -> Token? {
        for token in tokens where token.matchedType == type { return token }
        return nil
    }

    /// The tokens of `type`, in order.
    func tokens(_ type: TokenType) -> [Token] {
        tokens.filter { $0.matchedType == type }
    }
}
