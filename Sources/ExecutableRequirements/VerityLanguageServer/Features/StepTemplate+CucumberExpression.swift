extension StepTemplate {
    /// The segments of a Cucumber Expression: escapes resolved, optional text left out, the first
    /// of each alternative kept, `{type}` as a parameter (`"{string}"` keeps its quotes).
    static func expressionSegments(_ source: String) -> [Segment] {
        var segments: [Segment] = []
        var characters = Array(source)[...]
        var literal = ""
        /// Whether the current word already gave its alternative and skips until whitespace.
        var skippingAlternatives = false
        while let character = characters.popFirst() {
            if skippingAlternatives {
                if character.isWhitespace {
                    skippingAlternatives = false
                    literal.append(character)
                } else if character == "\\" {
                    _ = characters.popFirst()
                } else if character == "{" || character == "(" {
                    skip(to: character == "{" ? "}" : ")", in: &characters)
                }
                continue
            }
            switch character {
            case "\\":
                if let escaped = characters.popFirst() { literal.append(escaped) }
            case "(":
                skip(to: ")", in: &characters)
            case "/":
                skippingAlternatives = true
            case "{":
                var name = ""
                while let next = characters.popFirst(), next != "}" { name.append(next) }
                // NB: `{string}` matches quoted text, so the quotes are part of what is written.
                let quote = name == "string" ? "\"" : ""
                appendLiteral(literal + quote, to: &segments)
                literal = quote
                segments.append(.parameter(name.isEmpty ? "value" : name))
            default:
                literal.append(character)
            }
        }
        appendLiteral(literal, to: &segments)
        return segments
    }

    /// Drops characters up to and including `close`, escapes included.
    private static func skip(to close: Character, in characters: inout ArraySlice<Character>) {
        while let next = characters.popFirst() {
            if next == "\\" {
                _ = characters.popFirst()
            } else if next == close {
                return
            }
        }
    }
}
