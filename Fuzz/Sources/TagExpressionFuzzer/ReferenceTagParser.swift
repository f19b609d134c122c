import TagExpressions

/// Cucumber's tag-expression grammar, written again for the fuzzer from the specification,
/// without looking at Verity's parser: a tokenizer (whitespace separates tokens; `(` and `)` are
/// tokens of their own; a backslash escapes `(`, `)`, `\` or whitespace and nothing else, and
/// one at the very end is dropped) and a
/// shunting-yard parser (`not` binds tighter than `and`, `and` than `or`; `and` and `or` group
/// to the left). It builds Verity's `TagExpression` cases, so that the trees compare with `==`.
enum ReferenceTagParser {
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    private enum Token: Equatable {
        case tag(String)
        case and, or, not, open, close
    }

    static func parse(_ text: String) -> Result<TagExpression, Refusal> {
        Result { try parseOrThrow(text) }.mapError { $0 as? Refusal ?? Refusal(description: "\($0)") }
    }

    private static func tokens(_ text: String) throws -> [Token] {
        var tokens: [Token] = []
        var word = ""
        var escaped = false
        func flush() {
            guard !word.isEmpty else { return }
            switch word {
            case "and": tokens.append(.and)
            case "or": tokens.append(.or)
            case "not": tokens.append(.not)
            default: tokens.append(.tag(word))
            }
            word = ""
        }
        for character in text {
            if escaped {
                guard character == "(" || character == ")" || character == "\\" || character.isWhitespace else {
                    throw Refusal(description: "illegal escape before \(character)")
                }
                word.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character.isWhitespace {
                flush()
            } else if character == "(" || character == ")" {
                flush()
                tokens.append(character == "(" ? .open : .close)
            } else {
                word.append(character)
            }
        }
        // NB: a backslash that ends the expression escapes nothing and is dropped, as in
        // Cucumber's JavaScript implementation.
        flush()
        return tokens
    }

    private static func precedence(_ token: Token) -> Int {
        switch token {
        case .or: 0
        case .and: 1
        case .not: 2
        default: -1
        }
    }

    private static func parseOrThrow(_ text: String) throws -> TagExpression {
        var operands: [TagExpression] = []
        var operators: [Token] = []
        var expectOperand = true

        func apply(_ token: Token) throws {
            switch token {
            case .not:
                guard let operand = operands.popLast() else { throw Refusal(description: "expected operand") }
                operands.append(.not(operand))
            case .and, .or:
                guard let right = operands.popLast(), let left = operands.popLast() else {
                    throw Refusal(description: "expected operand")
                }
                operands.append(token == .and ? .and(left, right) : .or(left, right))
            default:
                throw Refusal(description: "unmatched (")
            }
        }

        for token in try tokens(text) {
            switch token {
            case .tag(let name):
                guard expectOperand else { throw Refusal(description: "expected operator") }
                operands.append(.tag(name))
                expectOperand = false
            case .not, .open:
                guard expectOperand else { throw Refusal(description: "expected operator") }
                operators.append(token)
            case .and, .or:
                guard !expectOperand else { throw Refusal(description: "expected operand") }
                while let top = operators.last, top != .open, precedence(token) <= precedence(top) {
                    try apply(operators.removeLast())
                }
                operators.append(token)
                expectOperand = true
            case .close:
                guard !expectOperand else { throw Refusal(description: "expected operand") }
                while let top = operators.last, top != .open {
                    try apply(operators.removeLast())
                }
                guard operators.popLast() == .open else { throw Refusal(description: "unmatched )") }
            }
        }
        if expectOperand && !(operands.isEmpty && operators.isEmpty) {
            throw Refusal(description: "expected operand")
        }
        while let top = operators.popLast() {
            try apply(top)
        }
        guard operands.count <= 1 else { throw Refusal(description: "expected operator") }
        return operands.first ?? .alwaysTrue
    }

    /// The value of `expression` for a scenario with `tags`, computed here too.
    static func evaluate(_ expression: TagExpression, _ tags: [String]) -> Bool {
        switch expression {
        case .alwaysTrue: true
        case .tag(let name): tags.contains(name)
        case .not(let operand): !evaluate(operand, tags)
        case .and(let left, let right): evaluate(left, tags) && evaluate(right, tags)
        case .or(let left, let right): evaluate(left, tags) || evaluate(right, tags)
        }
    }
}
