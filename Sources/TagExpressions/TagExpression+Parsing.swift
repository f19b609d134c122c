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

    let expression: String
    var operands: [TagExpression] = []
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
            operands.append(.tag(name))
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
        return operands.popLast() ?? .alwaysTrue
    }

    private func check(_ actual: Expected) throws(TagExpressionError) {
        if expected != actual {
            throw error("Expected \(expected.rawValue).")
        }
    }

    private mutating func apply(_ op: Operator) throws(TagExpressionError) {
        switch op {
        case .not:
            operands.append(.not(try popOperand()))
        case .and:
            let right = try popOperand()
            operands.append(.and(try popOperand(), right))
        case .or:
            let right = try popOperand()
            operands.append(.or(try popOperand(), right))
        case .openParenthesis:
            break
        }
    }

    private mutating func popOperand() throws(TagExpressionError) -> TagExpression {
        guard let operand = operands.popLast() else {
            throw error("Expected operand.")
        }
        return operand
    }

    private func error(_ reason: String) -> TagExpressionError {
        TagExpressionError(expression: expression, reason: reason)
    }
}
