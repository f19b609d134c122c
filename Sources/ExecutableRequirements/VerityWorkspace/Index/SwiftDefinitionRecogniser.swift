/// Walks a file's tokens once and recognises the Requirements API's calls in them: step
/// definitions, parameter types, and `let` constants holding a string literal (which
/// definitions may name). ``SwiftStepScanner`` documents what is recognised.
struct SwiftDefinitionRecogniser {
    let bytes: [UInt8]
    let lexed: SwiftLexer.Output
    let path: String
    var result = SwiftFileScan()
    /// The names of the types and extensions around the current token.
    var scopes = SwiftScopeTracker()

    /// A recogniser of `lexed`, the tokens of `bytes`, the file at `path`.
    init(bytes: [UInt8], lexed: SwiftLexer.Output, path: String) {
        self.bytes = bytes
        self.lexed = lexed
        self.path = path
    }

    /// Recognises everything in the file.
    mutating func run() {
        let tokens = lexed.tokens
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .identifier {
                if index + 1 < tokens.count, tokens[index + 1].is(UInt8(ascii: "(")) {
                    recogniseCall(named: index)
                } else if token.end - token.start == 3, bytes[token.start] == UInt8(ascii: "l"),
                    word(token, is: Words.let)
                {
                    recogniseConstant(at: index)
                }
            }
            trackScope(at: index)
            index += 1
        }
    }

    /// `x.given(`, `x.when(`, `x.then(`, `x.step(` and `x.parameterType(` (or a bare
    /// `parameterType(` inside an extension of `Steps`), whose name token is at `index`.
    private mutating func recogniseCall(named index: Int) {
        let token = lexed.tokens[index]
        let afterDot = index > 0 && lexed.tokens[index - 1].is(UInt8(ascii: "."))
        if afterDot, let keyword = stepKeyword(token) {
            recogniseStep(keyword, named: index)
        } else if word(token, is: Words.parameterType),
            afterDot || index == 0 || !word(lexed.tokens[index - 1], is: Words.func)
        {
            recogniseParameterType(named: index)
        }
    }

    /// `given`, `when`, `then` or `step`.
    private func stepKeyword(_ token: SwiftToken) -> StepDefinitionSite.Keyword? {
        switch token.end - token.start {
        case 4:
            if word(token, is: Words.when) { return .when }
            if word(token, is: Words.then) { return .then }
            if word(token, is: Words.step) { return .step }
        case 5:
            if word(token, is: Words.given) { return .given }
        default:
            break
        }
        return nil
    }

    /// A step definition whose method name is at `index`: its first, unlabelled argument is
    /// the pattern.
    private mutating func recogniseStep(_ keyword: StepDefinitionSite.Keyword, named index: Int) {
        guard let call = arguments(openingAt: index + 1), let pattern = call.arguments.first, pattern.label == nil,
            !lexed.tokens[pattern.value.lowerBound].is(UInt8(ascii: "{"))
        else { return }
        let documentation = documentation(ofCallNamed: index)
        switch patternExpression(pattern.value) {
        case .literal(let literalToken, let syntax):
            let location = span(of: literalToken..<literalToken + 1)
            guard let value = literalValue(literalToken) else {
                result.unrecognised.append(
                    UnrecognisedDefinitionSite(kind: .step(keyword), location: location, reason: .interpolation))
                return
            }
            result.stepDefinitions.append(
                StepDefinitionSite(
                    keyword: keyword, pattern: value, syntax: syntax, location: location, documentation: documentation,
                    origin: .swiftScan))
        case .name(let path, let syntax, let tokens):
            // NB: a name is weak evidence (`promise.then(handler)`), so only a call with a body
            // closure counts.
            guard call.hasClosure else { return }
            let location = span(of: tokens)
            let site = StepDefinitionSite(
                keyword: keyword, pattern: "", syntax: syntax, location: location, documentation: documentation,
                origin: .swiftScan)
            result.namedPatterns.append(
                NamedPatternDefinition(
                    definition: .step(site), references: [ConstantReference(path: path, slot: 0, location: location)]))
        case .unknown(let reason):
            guard call.hasClosure else { return }
            result.unrecognised.append(
                UnrecognisedDefinitionSite(
                    kind: .step(keyword), location: span(of: pattern.value), reason: reason))
        }
    }

    // MARK: Helpers

    /// The value of the string literal token at `index`, or `nil` when it interpolates.
    func literalValue(_ index: Int) -> String? {
        let token = lexed.tokens[index]
        guard token.literal >= 0 else { return nil }
        return lexed.literals[token.literal].value(in: bytes)
    }

    /// The span of the tokens `range` in the file.
    func span(of range: Range<Int>) -> SourceSpan {
        let start = lexed.tokens[range.lowerBound].start
        let end = lexed.tokens[range.upperBound - 1].end
        return SourceSpan(path: path, range: lexed.range(ofBytes: start..<end, in: bytes))
    }

    /// The doc comment above the statement that calls the method named at `index`: the one
    /// attached to the first token of its receiver (`steps` in `steps.given(`, or in
    /// `steps` on one line and `.given(` on the next).
    func documentation(ofCallNamed index: Int) -> String? {
        let tokens = lexed.tokens
        var first = index
        while first > 0 {
            let previous = tokens[first - 1]
            let current = tokens[first]
            // A chain continues across lines only at a `.`; a name on an earlier line ends
            // the statement before this one.
            guard previous.line == current.line || current.is(UInt8(ascii: ".")) else { break }
            guard previous.kind == .identifier || previous.is(UInt8(ascii: ".")) || previous.is(UInt8(ascii: "&"))
            else { break }
            first -= 1
        }
        let comment = tokens[first].documentation
        guard comment >= 0 else { return nil }
        return lexed.docComments[comment].text(in: bytes)
    }

    /// Whether the identifier `token` is `word`.
    func word(_ token: SwiftToken, is word: [UInt8]) -> Bool {
        guard token.kind == .identifier, token.end - token.start == word.count else { return false }
        var offset = token.start
        for byte in word {
            guard bytes[offset] == byte else { return false }
            offset += 1
        }
        return true
    }

    /// The source text of the tokens `range`, white space runs made one space, shortened to
    /// about 60 characters (for messages).
    func text(of range: Range<Int>) -> String {
        let tokens = lexed.tokens
        var text: [UInt8] = []
        for index in range {
            if index > range.lowerBound, tokens[index].start > tokens[index - 1].end { text.append(UInt8(ascii: " ")) }
            text.append(contentsOf: bytes[tokens[index].start..<tokens[index].end])
        }
        let string = String(decoding: text, as: UTF8.self)
        return string.count > 60 ? String(string.prefix(59)) + "…" : string
    }

    /// The words the recogniser looks for, as bytes.
    enum Words {
        static let given = Array("given".utf8)
        static let when = Array("when".utf8)
        static let then = Array("then".utf8)
        static let step = Array("step".utf8)
        static let parameterType = Array("parameterType".utf8)
        static let `func` = Array("func".utf8)
        static let `let` = Array("let".utf8)
        static let stringLiteral = Array("stringLiteral".utf8)
        static let regexp = Array("regexp".utf8)
        static let regexps = Array("regexps".utf8)
        static let useForSnippets = Array("useForSnippets".utf8)
        static let preferForRegexpMatch = Array("preferForRegexpMatch".utf8)
        static let `true` = Array("true".utf8)
        static let `false` = Array("false".utf8)
        static let string = Array("String".utf8)
    }
}
