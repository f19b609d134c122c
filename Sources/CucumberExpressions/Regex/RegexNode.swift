/// The syntax tree of a regular expression in the subset the built-in matcher runs.
indirect enum RegexNode: Sendable {
    case empty
    case scalar(UInt32)
    case set(ScalarSet)
    case concatenation([RegexNode])
    case alternation([RegexNode])
    /// A group; `capture` is the 1-based capture-group number, `nil` when non-capturing.
    case group(RegexNode, capture: Int?)
    case repetition(RegexNode, min: Int, max: Int?, greedy: Bool)
    case startAnchor
    case endAnchor
    case wordBoundary(Bool)

    /// Whether the node can match without consuming input.
    var isNullable: Bool {
        switch self {
        case .empty, .startAnchor, .endAnchor, .wordBoundary: return true
        case .scalar, .set: return false
        case .concatenation(let nodes): return nodes.allSatisfy(\.isNullable)
        case .alternation(let nodes): return nodes.contains(where: \.isNullable)
        case .group(let node, _): return node.isNullable
        case .repetition(let node, let min, _, _): return min == 0 || node.isNullable
        }
    }

    var containsCapture: Bool {
        switch self {
        case .group(let node, let capture): return capture != nil || node.containsCapture
        case .concatenation(let nodes), .alternation(let nodes): return nodes.contains(where: \.containsCapture)
        case .repetition(let node, _, _, _): return node.containsCapture
        default: return false
        }
    }

    /// The literal scalars every match must start with, when the pattern is anchored at the start.
    var anchoredLiteralPrefix: [UInt32]? {
        guard case .concatenation(let nodes) = self, case .startAnchor? = nodes.first else {
            if case .startAnchor = self { return [] }
            return nil
        }
        var prefix: [UInt32] = []
        for node in nodes.dropFirst() {
            guard case .scalar(let value) = node else { break }
            prefix.append(value)
        }
        return prefix
    }
}
