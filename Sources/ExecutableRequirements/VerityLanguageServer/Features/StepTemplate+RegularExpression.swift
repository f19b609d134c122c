extension StepTemplate {
    /// The segments of a regular expression, read simply: anchors dropped, escaped characters
    /// literal, each capturing group a parameter (named from `names` by its source, else
    /// `value`), a quantifier on a literal character dropped with the character kept once,
    /// classes and other syntax as a parameter.
    static func regexSegments(_ source: String, names: [String: String]) -> [Segment] {
        var characters = Array(source)[...]
        if characters.first == "^" { characters = characters.dropFirst() }
        if characters.last == "$", characters.dropLast().last != "\\" { characters = characters.dropLast() }
        var segments: [Segment] = []
        var literal = ""
        /// Ends the literal so far and adds a parameter (one, for several in a row).
        func flushParameter(_ name: String) {
            appendLiteral(literal, to: &segments)
            literal = ""
            if case .parameter = segments.last { return }
            segments.append(.parameter(name))
        }
        while let character = characters.popFirst() {
            switch character {
            case "\\":
                guard let escaped = characters.popFirst() else { break }
                switch escaped {
                case "s": literal.append(" ")
                case "d", "w", "S", "D", "W": flushParameter("value")
                case "b", "B": break
                default: literal.append(escaped)
                }
            case "(":
                let group = groupSource(&characters)
                if group.hasPrefix("?") {
                    // NB: a non-capturing group or a look-around: its first alternative, read literally.
                    let body = group.drop { $0 != ":" }.dropFirst()
                    let first =
                        body.split(separator: "|", omittingEmptySubsequences: false).first.map(String.init) ?? ""
                    if first.allSatisfy({ !"\\[](){}.*+?|^$".contains($0) }) {
                        literal += first
                    } else {
                        flushParameter("value")
                    }
                } else {
                    flushParameter(names[group] ?? "value")
                }
            case "[":
                _ = groupSource(&characters, open: "[", close: "]")
                flushParameter("value")
            case ".":
                flushParameter("value")
            case "?", "*", "+":
                break
            case "{":
                while let next = characters.popFirst(), next != "}" {}
            case "|":
                return segments + (literal.isEmpty ? [] : [.literal(literal)])
            default:
                literal.append(character)
            }
        }
        appendLiteral(literal, to: &segments)
        return segments
    }

    /// The source of a group up to its closing bracket (the opening one already read).
    private static func groupSource(
        _ characters: inout ArraySlice<Character>, open: Character = "(", close: Character = ")"
    ) -> String {
        var depth = 1
        var source = ""
        while let next = characters.popFirst() {
            if next == "\\", let escaped = characters.popFirst() {
                source.append(next)
                source.append(escaped)
                continue
            }
            if next == open { depth += 1 }
            if next == close {
                depth -= 1
                if depth == 0 { return source }
            }
            source.append(next)
        }
        return source
    }
}
