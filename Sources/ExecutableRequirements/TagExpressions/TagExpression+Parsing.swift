extension TagExpression {
    /// Parses a tag expression with `not`, `and`, `or`, parentheses and backslash escapes
    /// (`\(`, `\)`, `\\` and `\ `). `not` binds tighter than `and`, which binds tighter than `or`.
    ///
    /// ```swift
    /// let expression = try TagExpression.parse("not @a or @b and @c")
    /// expression.description // "( not ( @a ) or ( @b and @c ) )"
    /// ```
    /// - Throws: ``TagExpressionError`` with the official message.
    public static func parse(_ expression: String) throws(TagExpressionError) -> TagExpression {
        var parser = ShuntingYard(expression: expression)
        for token in try TagExpressionTokenizer.tokenize(expression) {
            try parser.consume(token)
        }
        return try parser.finish()
    }
}

/// Dijkstra's shunting-yard algorithm over tag tokens, checking operand/operator alternation.
private struct ShuntingYard {
    enum Operator: Equatable {
        case not, and, or, openParenthesis

        var precedence: Int {
            switch self {
            case .openParenthesis: return -2
            case .or: return 0
            case .and: return 1
            case .not: return 2
            }
        }
    }

    enum Expected: String {
        case operand, `operator`
    }

    /// NB: evaluation and printing recurse once per level, so a tree deeper than this (only
    /// thousands of chained operators make one) is refused rather than risking the stack.
    static let maximumDepth = 1_000

    let expression: String
    var operands: [(expression: TagExpression, depth: Int)] = []
    var operators: [Operator] = []
    var expected = Expected.operand

    init(expression: String) {
        self.expression = expression
    }

    mutating func consume(_ token: TagExpressionTokenizer.Token) throws(TagExpressionError) {
        switch token {
        case .word("not"):
            try check(.operand)
            operators.append(.not)
            expected = .operand
        case .word("and"), .word("or"):
            try check(.operator)
            let incoming: Operator = token == .word("and") ? .and : .or
            // NB: `and` and `or` are left-associative, so equal precedence pops first.
            while let top = operators.last, top != .openParenthesis, incoming.precedence <= top.precedence {
                operators.removeLast()
                try apply(top)
            }
            operators.append(incoming)
            expected = .operand
        case .openParenthesis:
            try check(.operand)
            operators.append(.openParenthesis)
            expected = .operand
        case .closeParenthesis:
            try check(.operator)
            while let top = operators.last, top != .openParenthesis {
                operators.removeLast()
                try apply(top)
            }
            guard operators.last == .openParenthesis else {
                throw error("Unmatched ).")
            }
            operators.removeLast()
            expected = .operator
        case .word(let name):
            try check(.operand)
            operands.append((.tag(name), 1))
            expected = .operator
        }
    }

    mutating func finish() throws(TagExpressionError) -> TagExpression {
        while let top = operators.popLast() {
            if top == .openParenthesis {
                throw error("Unmatched (.")
            }
            try apply(top)
        }
        return operands.popLast()?.expression ?? .alwaysTrue
    }

    private func check(_ actual: Expected) throws(TagExpressionError) {
        if expected != actual {
            throw error("Expected \(expected.rawValue).")
        }
    }

    private mutating func apply(_ op: Operator) throws(TagExpressionError) {
        switch op {
        case .not:
            let operand = try popOperand()
            try push(.not(operand.expression), depth: operand.depth + 1)
        case .and:
            let right = try popOperand()
            let left = try popOperand()
            try push(.and(left.expression, right.expression), depth: max(left.depth, right.depth) + 1)
        case .or:
            let right = try popOperand()
            let left = try popOperand()
            try push(.or(left.expression, right.expression), depth: max(left.depth, right.depth) + 1)
        case .openParenthesis:
            break
        }
    }

    private mutating func push(_ expression: TagExpression, depth: Int) throws(TagExpressionError) {
        guard depth <= Self.maximumDepth else {
            throw error("Expression is nested more than \(Self.maximumDepth) levels deep.")
        }
        operands.append((expression, depth))
    }

    private mutating func popOperand() throws(TagExpressionError) -> (expression: TagExpression, depth: Int) {
        guard let operand = operands.popLast() else {
            throw error("Expected operand.")
        }
        return operand
    }

    private func error(_ reason: String) -> TagExpressionError {
        TagExpressionError(expression: expression, reason: reason)
    }
}
