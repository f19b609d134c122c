extension SwiftDefinitionRecogniser {
    /// `let name = "…"` or `let name: String = "…"` (also `static let`, at any depth), its
    /// value one literal without interpolation and not the start of a longer expression.
    mutating func recogniseConstant(at index: Int) {
        let tokens = lexed.tokens
        guard index + 3 < tokens.count, tokens[index + 1].kind == .identifier else { return }
        var equals = index + 2
        if tokens[equals].is(UInt8(ascii: ":")) {
            guard equals + 1 < tokens.count, word(tokens[equals + 1], is: Words.string) else { return }
            equals += 2
        }
        guard equals + 1 < tokens.count, tokens[equals].is(UInt8(ascii: "=")), tokens[equals + 1].kind == .string,
            !continuesExpression(after: equals + 1), let value = literalValue(equals + 1)
        else { return }
        let nameToken = tokens[index + 1]
        let name = String(decoding: bytes[nameToken.start..<nameToken.end], as: UTF8.self)
        guard name != "_" else { return }
        result.constants.append(StringConstant(path: scopes.path + [name], value: value))
    }

    /// Whether the token after the literal at `index` carries the expression on (`"a" + b`,
    /// `"a".uppercased()`), so the constant's value is not the literal's.
    private func continuesExpression(after index: Int) -> Bool {
        let tokens = lexed.tokens
        guard index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        guard next.kind == .punctuation else { return false }
        if next.line > tokens[index].line {
            return next.byte == UInt8(ascii: ".") || next.byte == UInt8(ascii: "+")
        }
        return next.byte != UInt8(ascii: ";") && next.byte != UInt8(ascii: "}") && next.byte != UInt8(ascii: ",")
    }

    /// Follows the braces and the `enum`, `struct`, `class`, `actor`, `extension` and
    /// `protocol` declarations that name what they open.
    mutating func trackScope(at index: Int) {
        let tokens = lexed.tokens
        let token = tokens[index]
        switch token.kind {
        case .punctuation where token.byte == UInt8(ascii: "{"):
            scopes.open()
        case .punctuation where token.byte == UInt8(ascii: "}"):
            scopes.close()
        case .identifier where isTypeDeclaration(token) && index + 1 < tokens.count:
            var name: [String] = []
            var next = index + 1
            while next < tokens.count, tokens[next].kind == .identifier, !isModifier(tokens[next]) {
                name.append(String(decoding: bytes[tokens[next].start..<tokens[next].end], as: UTF8.self))
                guard next + 2 < tokens.count, tokens[next + 1].is(UInt8(ascii: ".")) else { break }
                next += 2
            }
            if !name.isEmpty { scopes.declare(name) }
        default:
            break
        }
    }

    /// Whether `token` is `enum`, `struct`, `class`, `actor`, `extension` or `protocol`.
    private func isTypeDeclaration(_ token: SwiftToken) -> Bool {
        // NB: most identifiers are ruled out by length and first letter, without comparing
        // words (this runs for every identifier of every file, in debug builds too).
        let length = token.end - token.start
        guard length >= 4, length <= 9 else { return false }
        switch bytes[token.start] {
        case UInt8(ascii: "e"), UInt8(ascii: "s"), UInt8(ascii: "c"), UInt8(ascii: "a"), UInt8(ascii: "p"):
            return Words.typeDeclarations.contains { word(token, is: $0) }
        default:
            return false
        }
    }

    /// `class func`, `class var` and the like declare members, not classes.
    private func isModifier(_ token: SwiftToken) -> Bool {
        Words.memberKeywords.contains { word(token, is: $0) }
    }
}

/// The declaration keywords ``SwiftScopeTracker`` follows, and the keywords that make `class` a modifier.
extension SwiftDefinitionRecogniser.Words {
    static let typeDeclarations = ["enum", "struct", "class", "actor", "extension", "protocol"].map { Array($0.utf8) }
    static let memberKeywords = [
        "func", "var", "let", "subscript", "init", "deinit", "static", "final", "override", "private",
        "fileprivate", "internal", "public", "package", "open", "required", "convenience", "nonisolated",
    ].map { Array($0.utf8) }
}
