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

    /// The numbers of the capture groups in this node, outermost first.
    var captures: [Int] {
        switch self {
        case .group(let node, let capture): return (capture.map { [$0] } ?? []) + node.captures
        case .concatenation(let nodes), .alternation(let nodes): return nodes.flatMap(\.captures)
        case .repetition(let node, _, _, _): return node.captures
        default: return []
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

    /// The scalars a match can start with, or `nil` when the node can match without consuming
    /// input (then a match may start anywhere, even at the end of the text).
    ///
    /// NB: a superset is enough: the matcher only skips start positions whose scalar is not in
    /// it. Anchors and word boundaries consume nothing, so they count as empty here, which can
    /// only make the set larger.
    var startScalars: ScalarSet? {
        let (set, nullable) = startScalarsAndNullability
        return nullable ? nil : set
    }

    private var startScalarsAndNullability: (ScalarSet, Bool) {
        switch self {
        case .empty, .startAnchor, .endAnchor, .wordBoundary:
            return (ScalarSet(ranges: []), true)
        case .scalar(let value):
            return (ScalarSet(ranges: [value...value]), false)
        case .set(let set):
            return (set, false)
        case .group(let node, _):
            return node.startScalarsAndNullability
        case .repetition(let node, let min, _, _):
            let (set, nullable) = node.startScalarsAndNullability
            return (set, nullable || min == 0)
        case .alternation(let nodes):
            var union = ScalarSet(ranges: [])
            var nullable = false
            for node in nodes {
                let (set, isNullable) = node.startScalarsAndNullability
                union.formUnion(set)
                nullable = nullable || isNullable
            }
            return (union, nullable)
        case .concatenation(let nodes):
            var union = ScalarSet(ranges: [])
            for node in nodes {
                let (set, isNullable) = node.startScalarsAndNullability
                union.formUnion(set)
                if !isNullable { return (union, false) }
            }
            return (union, true)
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

    /// The literal scalars every match ends with, when the pattern is anchored at the end.
    var anchoredLiteralSuffix: [UInt32]? {
        guard case .concatenation(let nodes) = self, case .endAnchor? = nodes.last else {
            if case .endAnchor = self { return [] }
            return nil
        }
        var suffix: [UInt32] = []
        for node in nodes.dropLast().reversed() {
            guard case .scalar(let value) = node else { break }
            suffix.append(value)
        }
        return suffix.reversed()
    }

    /// The runs of literal scalars in the top-level sequence, other than the anchored prefix
    /// and suffix, in order: every match contains them in this order without overlap.
    var innerLiteralRuns: [[UInt32]] {
        guard case .concatenation(let nodes) = self else { return [] }
        var runs: [(start: Int, scalars: [UInt32])] = []
        var current: [UInt32] = []
        var currentStart = 0
        for (index, node) in nodes.enumerated() {
            if case .scalar(let value) = node {
                if current.isEmpty { currentStart = index }
                current.append(value)
            } else if !current.isEmpty {
                runs.append((currentStart, current))
                current = []
            }
        }
        if !current.isEmpty { runs.append((currentStart, current)) }
        let isAnchoredAtStart: Bool = { if case .startAnchor? = nodes.first { return true } else { return false } }()
        let isAnchoredAtEnd: Bool = { if case .endAnchor? = nodes.last { return true } else { return false } }()
        return runs.filter { run in
            let touchesStart = isAnchoredAtStart && run.start == 1
            let touchesEnd = isAnchoredAtEnd && run.start + run.scalars.count == nodes.count - 1
            return !touchesStart && !touchesEnd
        }.map(\.scalars)
    }
}
