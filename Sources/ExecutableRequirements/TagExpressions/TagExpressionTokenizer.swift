/// Splits a tag expression into operand, operator and parenthesis tokens, resolving escapes.
enum TagExpressionTokenizer {
    enum Token: Equatable {
        case openParenthesis
        case closeParenthesis
        case word(String)
    }

    static func tokenize(_ expression: String) throws(TagExpressionError) -> [Token] {
        var tokens: [Token] = []
        var word = String.UnicodeScalarView()
        var escaped = false

        func flushWord() {
            if !word.isEmpty {
                tokens.append(.word(String(word)))
                word = String.UnicodeScalarView()
            }
        }

        for scalar in expression.unicodeScalars {
            if escaped {
                guard scalar == "(" || scalar == ")" || scalar == "\\" || isWhitespace(scalar) else {
                    throw TagExpressionError(
                        expression: expression, reason: "Illegal escape before \"\(Character(scalar))\"."
                    )
                }
                word.append(scalar)
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "(" || scalar == ")" {
                flushWord()
                tokens.append(scalar == "(" ? .openParenthesis : .closeParenthesis)
            } else if isWhitespace(scalar) {
                flushWord()
            } else {
                word.append(scalar)
            }
        }
        // NB: a trailing lone backslash is dropped silently, as upstream does.
        flushWord()
        return tokens
    }

    /// The characters JavaScript's `\s` matches, which upstream uses to separate tokens.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
            0x3000, 0xFEFF:
            return true
        default:
            return false
        }
    }
}
