/// Builds the syntax tree of a Cucumber Expression from its tokens.
///
/// Grammar (as in the reference implementations):
/// ```
/// cucumber-expression := ( alternation | optional | parameter | text )*
/// alternation := (?<=left-boundary) alternative* ( '/' alternative* )+ (?=right-boundary)
/// left-boundary := whitespace | '}' | ^      right-boundary := whitespace | '{' | $
/// alternative := optional | parameter | text
/// optional := '(' option* ')'                option := optional | parameter | text
/// parameter := '{' name* '}'                 text := whitespace | ')' | '}' | .
/// ```
struct Parser {
    private typealias Result = (consumed: Int, nodes: [Node])

    private enum Rule {
        case alternation, alternativeSeparator, optional, parameter, name, text
    }

    private let expression: String
    private let tokens: [Token]

    private init(expression: String, tokens: [Token]) {
        self.expression = expression
        self.tokens = tokens
    }

    static func parse(_ expression: String) throws(CucumberExpressionError) -> Node {
        let parser = Parser(expression: expression, tokens: try Tokenizer.tokenize(expression))
        let result = try parser.parseBetween(
            .expression, begin: .startOfLine, end: .endOfLine,
            rules: [.alternation, .optional, .parameter, .text], at: 0, depth: 0
        )
        guard let root = result.nodes.first else {
            return Node.inner(.expression, [], start: 0, end: 0)
        }
        return root
    }

    /// NB: only optional text can nest (and that is always an error), so a deeper nesting is
    /// reported as soon as it is seen rather than recursing once per parenthesis.
    static let maximumDepth = 32

    private func parse(_ rule: Rule, at current: Int, depth: Int) throws(CucumberExpressionError) -> Result {
        switch rule {
        case .alternation: return try parseAlternation(at: current, depth: depth)
        case .alternativeSeparator:
            guard looking(at: current, .alternation) else { return (0, []) }
            return (1, [Node.leaf(.alternative, tokens[current])])
        case .optional:
            if depth > Self.maximumDepth, looking(at: current, .beginOptional) {
                let token = tokens[current]
                throw .optionalNotAllowedInOptional(
                    expression, node: Node.inner(.optional, [], start: token.start, end: token.end)
                )
            }
            return try parseBetween(
                .optional, begin: .beginOptional, end: .endOptional,
                rules: [.optional, .parameter, .text], at: current, depth: depth + 1
            )
        case .parameter:
            return try parseBetween(
                .parameter, begin: .beginParameter, end: .endParameter, rules: [.name], at: current,
                depth: depth + 1
            )
        case .name:
            let token = tokens[current]
            switch token.kind {
            case .whiteSpace, .text:
                return (1, [Node.leaf(.text, token)])
            case .beginOptional, .endOptional, .beginParameter, .endParameter, .alternation:
                throw .invalidParameterTypeName(expression, token: token)
            case .startOfLine, .endOfLine:
                return (0, [])
            }
        case .text:
            let token = tokens[current]
            switch token.kind {
            case .whiteSpace, .text, .endParameter, .endOptional:
                return (1, [Node.leaf(.text, token)])
            case .alternation:
                throw .alternationNotAllowedInOptional(expression, token: token)
            case .startOfLine, .endOfLine, .beginOptional, .beginParameter:
                return (0, [])
            }
        }
    }

    private func parseAlternation(at current: Int, depth: Int) throws(CucumberExpressionError) -> Result {
        guard lookingAtAny(current - 1, [.startOfLine, .whiteSpace, .endParameter]) else { return (0, []) }
        let result = try parseUntil(
            rules: [.alternativeSeparator, .optional, .parameter, .text], at: current,
            endKinds: [.whiteSpace, .endOfLine, .beginParameter], depth: depth
        )
        guard result.nodes.contains(where: { $0.kind == .alternative }) else { return (0, []) }
        let start = tokens[current].start
        let end = tokens[current + result.consumed].start
        // NB: the right-hand boundary token is not consumed.
        let alternatives = Self.splitAlternatives(start: start, end: end, result.nodes)
        return (result.consumed, [Node.inner(.alternation, alternatives, start: start, end: end)])
    }

    private func parseBetween(
        _ kind: Node.Kind, begin: Token.Kind, end: Token.Kind, rules: [Rule], at current: Int, depth: Int
    ) throws(CucumberExpressionError) -> Result {
        guard looking(at: current, begin) else { return (0, []) }
        let inner = try parseUntil(rules: rules, at: current + 1, endKinds: [end, .endOfLine], depth: depth)
        let closing = current + 1 + inner.consumed
        guard looking(at: closing, end) else {
            throw .missingEndToken(expression, begin: begin, end: end, at: tokens[current])
        }
        let node = Node.inner(kind, inner.nodes, start: tokens[current].start, end: tokens[closing].end)
        return (closing + 1 - current, [node])
    }

    private func parseUntil(
        rules: [Rule], at start: Int, endKinds: [Token.Kind], depth: Int
    ) throws(CucumberExpressionError) -> Result {
        var current = start
        var nodes: [Node] = []
        while current < tokens.count, !lookingAtAny(current, endKinds) {
            var consumed = 0
            for rule in rules {
                let result = try parse(rule, at: current, depth: depth)
                if result.consumed != 0 {
                    consumed = result.consumed
                    nodes.append(contentsOf: result.nodes)
                    break
                }
            }
            // NB: the rule sets always accept some token, so this only guards against a loop.
            guard consumed > 0 else { break }
            current += consumed
        }
        return (current - start, nodes)
    }

    private func lookingAtAny(_ index: Int, _ kinds: [Token.Kind]) -> Bool {
        kinds.contains { looking(at: index, $0) }
    }

    private func looking(at index: Int, _ kind: Token.Kind) -> Bool {
        if index < 0 { return kind == .startOfLine }
        if index >= tokens.count { return kind == .endOfLine }
        return tokens[index].kind == kind
    }

    private static func splitAlternatives(start: Int, end: Int, _ nodes: [Node]) -> [Node] {
        var separators: [Node] = []
        var groups: [[Node]] = [[]]
        for node in nodes {
            if node.kind == .alternative {
                separators.append(node)
                groups.append([])
            } else {
                groups[groups.count - 1].append(node)
            }
        }
        return groups.enumerated().map { index, members in
            let from = index == 0 ? start : separators[index - 1].end
            let to = index == groups.count - 1 ? end : separators[index].start
            return Node.inner(.alternative, members, start: from, end: to)
        }
    }
}
