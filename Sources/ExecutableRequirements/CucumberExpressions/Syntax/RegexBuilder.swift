/// Rewrites a Cucumber Expression's syntax tree into the official regular-expression source,
/// checking the rules the grammar alone does not enforce.
struct RegexBuilder {
    let expression: String
    let registry: ParameterTypeRegistry
    private(set) var parameterTypes: [ParameterType] = []

    init(expression: String, registry: ParameterTypeRegistry) {
        self.expression = expression
        self.registry = registry
    }

    mutating func regex(for node: Node) throws(CucumberExpressionError) -> String {
        switch node.kind {
        case .text:
            return Self.escape(node.text)
        case .optional:
            if let parameter = node.children.first(where: { $0.kind == .parameter }) {
                throw .parameterNotAllowedInOptional(expression, node: parameter)
            }
            if let optional = node.children.first(where: { $0.kind == .optional }) {
                throw .optionalNotAllowedInOptional(expression, node: optional)
            }
            guard node.children.contains(where: { $0.kind == .text }) else {
                throw .optionalMayNotBeEmpty(expression, node: node)
            }
            return "(?:" + (try joined(node.children)) + ")?"
        case .alternation:
            for alternative in node.children {
                if alternative.children.isEmpty {
                    throw .alternativeMayNotBeEmpty(expression, node: alternative)
                }
                guard alternative.children.contains(where: { $0.kind == .text }) else {
                    throw .alternativeMayNotExclusivelyContainOptionals(expression, node: alternative)
                }
            }
            var branches: [String] = []
            for alternative in node.children {
                branches.append(try regex(for: alternative))
            }
            return "(?:" + branches.joined(separator: "|") + ")"
        case .alternative:
            return try joined(node.children)
        case .parameter:
            let name = node.text
            guard let parameterType = registry.parameterType(named: name) else {
                throw .undefinedParameterType(expression, node: node, name: name)
            }
            parameterTypes.append(parameterType)
            if parameterType.regexps.count == 1 {
                return "(" + parameterType.regexps[0] + ")"
            }
            return "((?:" + parameterType.regexps.joined(separator: ")|(?:") + "))"
        case .expression:
            return "^" + (try joined(node.children)) + "$"
        }
    }

    private mutating func joined(_ nodes: [Node]) throws(CucumberExpressionError) -> String {
        var result = ""
        for node in nodes {
            result += try regex(for: node)
        }
        return result
    }

    private static func escape(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "^", "[", "(", "{", "$", ".", "|", "?", "*", "+", "}", ")", "]":
                escaped.append("\\")
            default:
                break
            }
            escaped.append(scalar)
        }
        return String(escaped)
    }
}
