extension SwiftDefinitionRecogniser {
    /// One argument of a call: its label's token, if any, and its value's tokens.
    struct Argument {
        var label: Int?
        var value: Range<Int>
    }

    /// A call's arguments and what follows them.
    struct Call {
        var arguments: [Argument]
        /// Whether a closure is passed, trailing or as an argument: every definition has a body.
        var hasClosure: Bool
    }

    /// What a pattern argument is.
    enum PatternExpression {
        /// One string literal (its token), of the syntax the call around it gives it.
        case literal(Int, StepDefinitionSite.Syntax)
        /// A name, such as `Patterns.eat`, and its tokens.
        case name([String], StepDefinitionSite.Syntax, Range<Int>)
        /// Anything else.
        case unknown(UnrecognisedDefinitionSite.Reason)
    }

    /// The arguments of the call whose `(` is the token at `open`, split at the commas outside
    /// brackets; `nil` when it never closes.
    func arguments(openingAt open: Int) -> Call? {
        guard let (arguments, close) = list(openingAt: open, closing: UInt8(ascii: ")")) else { return nil }
        let tokens = lexed.tokens
        let trailing = close + 1 < tokens.count && tokens[close + 1].is(UInt8(ascii: "{"))
        let passed = arguments.contains { tokens[$0.value.lowerBound].is(UInt8(ascii: "{")) }
        return Call(arguments: arguments, hasClosure: trailing || passed)
    }

    /// The elements of the bracketed list opened at `open` (a `(` or `[`), and the index of the
    /// bracket that closes it.
    func list(openingAt open: Int, closing: UInt8) -> ([Argument], Int)? {
        let tokens = lexed.tokens
        var arguments: [Argument] = []
        var depth = 0
        var start = open + 1
        var index = open + 1
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth == 0 {
                        guard token.byte == closing else { return nil }
                        if start < index { arguments.append(argument(start..<index)) }
                        return (arguments, index)
                    }
                    depth -= 1
                case UInt8(ascii: ",") where depth == 0:
                    if start < index { arguments.append(argument(start..<index)) }
                    start = index + 1
                default:
                    break
                }
            }
            index += 1
        }
        return nil
    }

    /// `label: value` or `value`.
    private func argument(_ range: Range<Int>) -> Argument {
        let tokens = lexed.tokens
        if range.count >= 3, tokens[range.lowerBound].kind == .identifier,
            tokens[range.lowerBound + 1].is(UInt8(ascii: ":"))
        {
            return Argument(label: range.lowerBound, value: range.lowerBound + 2..<range.upperBound)
        }
        return Argument(label: nil, value: range)
    }

    /// Classifies a pattern argument: `"…"`, `StepPattern("…")`, `StepPattern(stringLiteral: "…")`,
    /// `.regex("…")` and `StepPattern.regex("…")` are literals; the same with a name instead
    /// of the literal are names.
    func patternExpression(_ range: Range<Int>) -> PatternExpression {
        let tokens = lexed.tokens
        if range.count == 1, tokens[range.lowerBound].kind == .string {
            return .literal(range.lowerBound, .cucumberExpression)
        }
        if let path = namePath(range) { return .name(path, .cucumberExpression, range) }
        if let wrapped = wrappedPattern(range) { return wrapped }
        return .unknown(.expression(text(of: range)))
    }

    /// `.regex(x)`, `StepPattern.regex(x)`, `StepPattern(x)` or `StepPattern(stringLiteral: x)`,
    /// `x` a literal or a name.
    private func wrappedPattern(_ range: Range<Int>) -> PatternExpression? {
        let tokens = lexed.tokens
        guard tokens[range.upperBound - 1].is(UInt8(ascii: ")")),
            let open = range.firstIndex(where: { tokens[$0].is(UInt8(ascii: "(")) }),
            let call = arguments(openingAt: open), call.arguments.count == 1,
            let argument = call.arguments.first
        else { return nil }
        let leadingDot = tokens[range.lowerBound].is(UInt8(ascii: "."))
        guard let callee = namePath(leadingDot ? range.lowerBound + 1..<open : range.lowerBound..<open),
            let last = callee.last
        else { return nil }
        let syntax: StepDefinitionSite.Syntax
        if last == "regex", leadingDot ? callee.count == 1 : callee.dropLast().last == "StepPattern" {
            guard argument.label == nil else { return nil }
            syntax = .regularExpression
        } else if last == "StepPattern", !leadingDot {
            guard argument.label.map({ word(tokens[$0], is: Words.stringLiteral) }) ?? true else { return nil }
            syntax = .cucumberExpression
        } else {
            return nil
        }
        let value = argument.value
        if value.count == 1, tokens[value.lowerBound].kind == .string { return .literal(value.lowerBound, syntax) }
        if let path = namePath(value) { return .name(path, syntax, value) }
        return .unknown(.expression(text(of: range)))
    }

    /// `a`, `A.b`, `self.a` or `Self.a` (without the `self`): the components of a dotted
    /// name, or `nil` for anything else (`true` and `nil` are not names).
    func namePath(_ range: Range<Int>) -> [String]? {
        let tokens = lexed.tokens
        guard !range.isEmpty, range.count % 2 == 1 else { return nil }
        var path: [String] = []
        for index in range {
            let token = tokens[index]
            if (index - range.lowerBound) % 2 == 1 {
                guard token.is(UInt8(ascii: ".")) else { return nil }
            } else {
                guard token.kind == .identifier else { return nil }
                path.append(String(decoding: bytes[token.start..<token.end], as: UTF8.self))
            }
        }
        if path.count > 1, path[0] == "self" || path[0] == "Self" { path.removeFirst() }
        if path.count == 1, ["true", "false", "nil"].contains(path[0]) { return nil }
        return path
    }
}
