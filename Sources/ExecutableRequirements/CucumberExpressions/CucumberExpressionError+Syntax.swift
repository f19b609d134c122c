extension CucumberExpressionError {
    static func cannotEscape(_ expression: String, at index: Int) -> Self {
        located(
            expression, index: index, pointer: pointer(at: index),
            problem: "Only the characters '{', '}', '(', ')', '\\', '/' and whitespace can be escaped",
            solution: "If you did mean to use an '\\' you can use '\\\\' to escape it"
        )
    }

    static func endOfLineCannotBeEscaped(_ expression: String) -> Self {
        let index = expression.unicodeScalars.count - 1
        return located(
            expression, index: index, pointer: pointer(at: index),
            problem: "The end of line can not be escaped",
            solution: "You can use '\\\\' to escape the '\\'"
        )
    }

    static func missingEndToken(
        _ expression: String, begin: Token.Kind, end: Token.Kind, at token: Token
    ) -> Self {
        let purpose = begin.purpose
        return located(
            expression, start: token.start, end: token.end,
            problem: "The '\(begin.symbol)' does not have a matching '\(end.symbol)'",
            solution: "If you did not intend to use \(purpose) you can use '\\\(begin.symbol)' to escape the \(purpose)"
        )
    }

    static func alternationNotAllowedInOptional(_ expression: String, token: Token) -> Self {
        located(
            expression, start: token.start, end: token.end,
            problem: "An alternation can not be used inside an optional",
            solution: "If you did not mean to use an alternation you can use '\\/' to escape the '/'. "
                + "Otherwise rephrase your expression or consider using a regular expression instead."
        )
    }

    static func invalidParameterTypeName(_ expression: String, token: Token) -> Self {
        located(
            expression, start: token.start, end: token.end,
            problem: "Parameter names may not contain '{', '}', '(', ')', '\\' or '/'",
            solution: "Did you mean to use a regular expression?"
        )
    }

    static func alternativeMayNotExclusivelyContainOptionals(_ expression: String, node: Node) -> Self {
        located(
            expression, start: node.start, end: node.end,
            problem: "An alternative may not exclusively contain optionals",
            solution: "If you did not mean to use an optional you can use '\\(' to escape the '('"
        )
    }

    static func alternativeMayNotBeEmpty(_ expression: String, node: Node) -> Self {
        located(
            expression, start: node.start, end: node.end,
            problem: "Alternative may not be empty",
            solution: "If you did not mean to use an alternative you can use '\\/' to escape the '/'"
        )
    }

    static func optionalMayNotBeEmpty(_ expression: String, node: Node) -> Self {
        located(
            expression, start: node.start, end: node.end,
            problem: "An optional must contain some text",
            solution: "If you did not mean to use an optional you can use '\\(' to escape the '('"
        )
    }

    static func parameterNotAllowedInOptional(_ expression: String, node: Node) -> Self {
        located(
            expression, start: node.start, end: node.end,
            problem: "An optional may not contain a parameter type",
            solution: "If you did not mean to use an parameter type you can use '\\{' to escape the '{'"
        )
    }

    static func optionalNotAllowedInOptional(_ expression: String, node: Node) -> Self {
        located(
            expression, start: node.start, end: node.end,
            problem: "An optional may not contain an other optional",
            solution: "If you did not mean to use an optional type you can use '\\(' to escape the '('. "
                + "For more complicated expressions consider using a regular expression instead."
        )
    }

    static func undefinedParameterType(_ expression: String, node: Node, name: String) -> Self {
        let error = located(
            expression, start: node.start, end: node.end,
            problem: "Undefined parameter type '\(name)'",
            solution: "Please register a ParameterType for '\(name)'",
            kind: .undefinedParameterType
        )
        return Self(error.kind, error.message, column: error.column, parameterTypeName: name)
    }

    // MARK: Message layout

    private static func located(
        _ expression: String, start: Int, end: Int, problem: String, solution: String, kind: Kind = .syntax
    ) -> Self {
        var marker = pointer(at: start)
        if start + 1 < end {
            marker += String(repeating: "-", count: max(0, end - start - 2)) + "^"
        }
        return located(expression, index: start, pointer: marker, problem: problem, solution: solution, kind: kind)
    }

    private static func located(
        _ expression: String, index: Int, pointer: String, problem: String, solution: String,
        kind: Kind = .syntax
    ) -> Self {
        let message = """
            This Cucumber Expression has a problem at column \(index + 1):

            \(expression)
            \(pointer)
            \(problem).
            \(solution)
            """
        return Self(kind, message, column: index)
    }

    private static func pointer(at index: Int) -> String {
        String(repeating: " ", count: max(0, index)) + "^"
    }
}
