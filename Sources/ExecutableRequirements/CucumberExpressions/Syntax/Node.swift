/// A node of a Cucumber Expression's syntax tree, located by Unicode-scalar offsets.
struct Node: Sendable, Hashable {
    enum Kind: String, Sendable {
        case text = "TEXT_NODE"
        case optional = "OPTIONAL_NODE"
        case alternation = "ALTERNATION_NODE"
        case alternative = "ALTERNATIVE_NODE"
        case parameter = "PARAMETER_NODE"
        case expression = "EXPRESSION_NODE"
    }

    let kind: Kind
    /// Children of an inner node; `nil` for a leaf.
    let nodes: [Node]?
    /// The text of a leaf; `nil` for an inner node.
    let token: String?
    let start: Int
    let end: Int

    static func leaf(_ kind: Kind, _ token: Token) -> Node {
        Node(kind: kind, nodes: nil, token: token.text, start: token.start, end: token.end)
    }

    static func inner(_ kind: Kind, _ nodes: [Node], start: Int, end: Int) -> Node {
        Node(kind: kind, nodes: nodes, token: nil, start: start, end: end)
    }

    /// The concatenated text of the leaves below this node.
    var text: String {
        if let nodes, !nodes.isEmpty {
            return nodes.map(\.text).joined()
        }
        return token ?? ""
    }

    var children: [Node] { nodes ?? [] }
}
