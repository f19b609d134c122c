/// Splits a Cucumber Expression into tokens, resolving backslash escapes.
///
/// NB: only the ASCII space counts as white space, as in the JavaScript reference.
enum Tokenizer {
    static func tokenize(_ expression: String) throws(CucumberExpressionError) -> [Token] {
        let scalars = Array(expression.unicodeScalars)
        var tokens: [Token] = []
        var buffer = String.UnicodeScalarView()
        var bufferCount = 0
        var bufferStart = 0
        var previousKind = Token.Kind.startOfLine
        var treatAsText = false
        var escapes = 0

        func flush(_ kind: Token.Kind) -> Token {
            var consumedEscapes = 0
            if kind == .text {
                consumedEscapes = escapes
                escapes = 0
            }
            let end = bufferStart + bufferCount + consumedEscapes
            let token = Token(kind: kind, text: String(buffer), start: bufferStart, end: end)
            buffer = String.UnicodeScalarView()
            bufferCount = 0
            bufferStart = end
            return token
        }

        if scalars.isEmpty {
            tokens.append(Token(kind: .startOfLine, text: "", start: 0, end: 0))
        }

        for scalar in scalars {
            if !treatAsText && scalar == "\\" {
                escapes += 1
                treatAsText = true
                continue
            }
            let kind: Token.Kind
            if treatAsText {
                guard Token.canEscape(scalar) else {
                    throw .cannotEscape(expression, at: bufferStart + bufferCount + escapes)
                }
                kind = .text
            } else {
                kind = Token.Kind.of(scalar)
            }
            treatAsText = false

            // NB: runs of text and of white space merge; every other token stands alone.
            let startsNewToken = kind != previousKind || (kind != .whiteSpace && kind != .text)
            if startsNewToken {
                tokens.append(flush(previousKind))
            }
            previousKind = kind
            buffer.append(scalar)
            bufferCount += 1
        }

        if bufferCount > 0 {
            tokens.append(flush(previousKind))
        }
        if treatAsText {
            throw .endOfLineCannotBeEscaped(expression)
        }
        tokens.append(Token(kind: .endOfLine, text: "", start: scalars.count, end: scalars.count))
        return tokens
    }
}
