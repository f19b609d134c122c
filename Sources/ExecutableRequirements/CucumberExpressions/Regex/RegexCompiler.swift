/// Turns a ``RegexNode`` into instructions for ``RegexProgram``.
struct RegexCompiler {
    enum Instruction: Sendable {
        case scalar(UInt32)
        case literal(start: Int, count: Int)
        case set(Int)
        case repeatSet(set: Int, min: Int, max: Int, greedy: Bool)
        case split(prefer: Int, otherwise: Int)
        case jump(Int)
        case save(Int)
        /// Forgets a capture slot's position (restored on backtracking), as each iteration of a
        /// quantifier does for the groups inside it.
        case clear(Int)
        case startAnchor
        case endAnchor
        case wordBoundary(Bool)
        case mark(Int)
        case checkProgress(Int)
        case match
    }

    private(set) var instructions: [Instruction] = []
    private(set) var sets: [ScalarSet] = []
    private(set) var literals: [UInt32] = []
    private(set) var markCount = 0

    static let maximumExpansion = 1_000
    /// NB: bounded repetitions are unrolled, and nested ones multiply (`((a{0,999}){0,999}){0,999}`
    /// would unroll past any memory); a pattern past this size runs on Foundation instead.
    static let maximumInstructions = 10_000

    mutating func compile(_ node: RegexNode) throws(RegexSyntax.Failure) {
        instructions.append(.save(0))
        try emit(node)
        instructions.append(.save(1))
        instructions.append(.match)
    }

    private mutating func emit(_ node: RegexNode) throws(RegexSyntax.Failure) {
        switch node {
        case .empty:
            break
        case .scalar(let value):
            instructions.append(.scalar(value))
        case .set(let set):
            sets.append(set)
            instructions.append(.set(sets.count - 1))
        case .concatenation(let nodes):
            var run: [UInt32] = []
            func flushRun() {
                if run.count == 1 {
                    instructions.append(.scalar(run[0]))
                } else if run.count > 1 {
                    instructions.append(.literal(start: literals.count, count: run.count))
                    literals += run
                }
                run.removeAll()
            }
            for child in nodes {
                if case .scalar(let value) = child {
                    run.append(value)
                    continue
                }
                flushRun()
                try emit(child)
            }
            flushRun()
        case .alternation(let branches):
            var exits: [Int] = []
            for (offset, branch) in branches.enumerated() {
                if offset == branches.count - 1 {
                    try emit(branch)
                } else {
                    let split = placeholder()
                    try emit(branch)
                    exits.append(placeholder())
                    instructions[split] = .split(prefer: split + 1, otherwise: instructions.count)
                }
            }
            for exit in exits {
                instructions[exit] = .jump(instructions.count)
            }
        case .group(let body, let capture):
            if let capture {
                instructions.append(.save(2 * capture))
                try emit(body)
                instructions.append(.save(2 * capture + 1))
            } else {
                try emit(body)
            }
        case .startAnchor:
            instructions.append(.startAnchor)
        case .endAnchor:
            instructions.append(.endAnchor)
        case .wordBoundary(let expected):
            instructions.append(.wordBoundary(expected))
        case .repetition(let body, let min, let max, let greedy):
            try emitRepetition(body, min: min, max: max, greedy: greedy)
        }
    }

    private mutating func emitRepetition(
        _ body: RegexNode, min: Int, max: Int?, greedy: Bool
    ) throws(RegexSyntax.Failure) {
        if let set = Self.singleScalarSet(body) {
            sets.append(set)
            instructions.append(.repeatSet(set: sets.count - 1, min: min, max: max ?? Int.max, greedy: greedy))
            return
        }
        guard min <= Self.maximumExpansion, (max ?? min) - min <= Self.maximumExpansion else {
            throw .unsupported
        }
        // NB: as in JavaScript, each iteration starts with the captures of the groups inside
        // it cleared, so a group that takes no part in the last iteration captures nothing,
        // and an iteration past the minimum that consumes nothing fails.
        let captures = body.captures
        for _ in 0..<min {
            try emitIteration(body, clearing: captures, checkingProgress: false)
        }
        if let max {
            var splits: [Int] = []
            for _ in min..<max {
                splits.append(placeholder())
                try emitIteration(body, clearing: captures, checkingProgress: true)
            }
            let end = instructions.count
            for split in splits {
                instructions[split] =
                    greedy
                    ? .split(prefer: split + 1, otherwise: end) : .split(prefer: end, otherwise: split + 1)
            }
        } else {
            let loop = placeholder()
            try emitIteration(body, clearing: captures, checkingProgress: true)
            instructions.append(.jump(loop))
            let end = instructions.count
            instructions[loop] =
                greedy ? .split(prefer: loop + 1, otherwise: end) : .split(prefer: end, otherwise: loop + 1)
        }
    }

    /// One iteration of a repetition: the body, after clearing the captures inside it, and, for
    /// an optional iteration of a body that can match nothing, failing when it consumed nothing
    /// (which also keeps an unbounded loop from spinning forever).
    private mutating func emitIteration(
        _ body: RegexNode, clearing captures: [Int], checkingProgress: Bool
    ) throws(RegexSyntax.Failure) {
        guard instructions.count <= Self.maximumInstructions else { throw .unsupported }
        for capture in captures {
            instructions.append(.clear(2 * capture))
            instructions.append(.clear(2 * capture + 1))
        }
        let mark = checkingProgress && body.isNullable ? markCount : nil
        if let mark {
            markCount += 1
            instructions.append(.mark(mark))
        }
        try emit(body)
        if let mark {
            instructions.append(.checkProgress(mark))
        }
    }

    private mutating func placeholder() -> Int {
        instructions.append(.match)
        return instructions.count - 1
    }

    private static func singleScalarSet(_ node: RegexNode) -> ScalarSet? {
        switch node {
        case .scalar(let value): return ScalarSet(ranges: [value...value])
        case .set(let set): return set
        case .group(let inner, nil): return singleScalarSet(inner)
        default: return nil
        }
    }
}
