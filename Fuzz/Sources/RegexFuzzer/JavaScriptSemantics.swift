/// What the regex fuzzer needs to compare JavaScript's regular expressions (the syntax of step
/// patterns, which Verity's engine keeps) with Foundation's ICU engine on ASCII text.
enum JavaScriptSemantics {
    /// `pattern` rewritten so that ICU gives it JavaScript's meaning on ASCII text: `$` is the
    /// end of the input only, `.` and `\s` are JavaScript's sets, `[]` matches nothing and `[^]`
    /// anything, and inside a class `[` and `&` are literal (ICU reads nested sets and `&&`), and
    /// so is every `-` that does not make a range (ICU reads `--` as a set difference).
    static func icuPattern(_ pattern: String) -> String {
        let whitespace = #"\t\n\x{0B}\f\r "#
        let scalars = Array(pattern.unicodeScalars)
        var output = ""
        var index = 0
        var inClass = false
        // NB: in a class, JavaScript makes `A-B` a range when `A` neither ends a range nor is a
        // class escape (`\d`) and `B` is an atom other than a class escape; any other `-` is a
        // character, which ICU is given escaped.
        var mayStartRange = false
        var endsRange = false
        func classAtom(startsRanges: Bool) {
            if endsRange {
                endsRange = false
                mayStartRange = false
            } else {
                mayStartRange = startsRanges
            }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", index + 1 < scalars.count {
                let (rewritten, length) = escape(scalars, at: index, inClass: inClass, whitespace: whitespace)
                output += rewritten
                if inClass { classAtom(startsRanges: !isClassEscape(scalars, at: index)) }
                index += length
                continue
            }
            if inClass {
                switch scalar {
                case "]": inClass = false; output += "]"
                case "-"
                where !endsRange && mayStartRange && index + 1 < scalars.count && scalars[index + 1] != "]"
                    && !isClassEscape(scalars, at: index + 1):
                    output += "-"
                    mayStartRange = false
                    endsRange = true
                case "-":
                    output += "\\-"
                    classAtom(startsRanges: true)
                case "[", "&":
                    output += "\\\(scalar)"
                    classAtom(startsRanges: true)
                default:
                    output.unicodeScalars.append(scalar)
                    classAtom(startsRanges: true)
                }
                index += 1
                continue
            }
            switch scalar {
            case "$":
                output += #"\z"#
            case ".":
                output += #"[^\n\r]"#
            case "[":
                let negated = index + 1 < scalars.count && scalars[index + 1] == "^"
                let body = index + (negated ? 2 : 1)
                if body < scalars.count, scalars[body] == "]" {
                    output += negated ? "(?s:.)" : "(?!)"
                    index = body + 1
                    continue
                }
                inClass = true
                mayStartRange = false
                endsRange = false
                output += negated ? "[^" : "["
                index = body
                continue
            default:
                output.unicodeScalars.append(scalar)
            }
            index += 1
        }
        return output
    }

    /// Whether a class escape (`\d`, `\D`, `\w`, `\W`, `\s`, `\S`), which cannot bound a range,
    /// stands at `index`.
    static func isClassEscape(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        index + 1 < scalars.count && scalars[index] == "\\" && "dDwWsS".unicodeScalars.contains(scalars[index + 1])
    }

    /// The ICU form of the escape at `index` (a backslash) and how many scalars it spans.
    ///
    /// JavaScript (without the `u` flag) reads a backslash before a character with no escape of
    /// its own as that character, where ICU has escapes of its own (`\z`, `\A`, `\p`, `\h`…);
    /// `\v` is one character in JavaScript and a class in ICU; `\0` is NUL; `[\b]` is a
    /// backspace.
    private static func escape(
        _ scalars: [Unicode.Scalar], at index: Int, inClass: Bool, whitespace: String
    ) -> (String, Int) {
        let escaped = scalars[index + 1]
        func hexDigits(_ count: Int) -> Bool {
            guard index + 2 + count <= scalars.count else { return false }
            return scalars[(index + 2)..<(index + 2 + count)].allSatisfy { $0.properties.isASCIIHexDigit }
        }
        switch escaped {
        case "s": return (inClass ? whitespace : "[\(whitespace)]", 2)
        case "S": return ("[^\(whitespace)]", 2)
        case "b" where inClass: return (#"\x{08}"#, 2)
        case "d", "D", "w", "W", "b", "B", "f", "n", "r", "t": return ("\\\(escaped)", 2)
        case "v": return (#"\x{0B}"#, 2)
        case "0": return (#"\x{00}"#, 2)
        case "c"
        where index + 2 < scalars.count && scalars[index + 2].properties.isAlphabetic
            && scalars[index + 2].isASCII:
            return ("\\c\(scalars[index + 2])", 3)
        case "c": return (#"\\c"#, 2)
        case "x" where hexDigits(2):
            return ("\\x" + String(String.UnicodeScalarView(scalars[(index + 2)..<(index + 4)])), 4)
        case "u" where hexDigits(4):
            return ("\\u" + String(String.UnicodeScalarView(scalars[(index + 2)..<(index + 6)])), 6)
        case "1"..."9", "k": return ("\\\(escaped)", 2)
        default:
            guard escaped.isASCII, escaped.properties.isAlphabetic || ("0"..."9").contains(escaped) else {
                return ("\\\(escaped)", 2)
            }
            return (String(escaped), 2)
        }
    }

    /// Whether a quantifier applies to a group somewhere in `pattern`.
    ///
    /// Such patterns match differently by design: JavaScript clears the captures inside the
    /// group at each iteration and refuses an optional iteration that matches nothing, where ICU
    /// keeps the last capture and accepts it; so `/()*/` on "" captures nothing in JavaScript and
    /// "" in ICU, and `/(a*?){1,3}/` on "a" matches "a" in JavaScript and "" in ICU. The fuzzer
    /// compares only whether they match.
    static func hasQuantifiedGroup(_ pattern: String) -> Bool {
        let scalars = Array(pattern.unicodeScalars)
        return syntaxIndices(scalars).contains { scalars[$0] == ")" && isQuantifier(scalars, at: $0 + 1) }
    }

    /// Whether a quantified group holds a quantifier (`(\S+)+`, `"([^"]*(\\.[^"]*)*)+"`): such
    /// nesting backtracks exponentially in the text's length in every backtracking engine,
    /// JavaScript's and Verity's included, so that a 16-character text can outlast the fuzzer's
    /// time limit in either; such a pattern is not compared.
    static func hasNestedQuantifiers(_ pattern: String) -> Bool {
        let scalars = Array(pattern.unicodeScalars)
        // NB: one entry per open group: whether its body holds a quantifier so far.
        var holdsQuantifier = [false]
        for index in syntaxIndices(scalars) {
            switch scalars[index] {
            case "(":
                holdsQuantifier.append(false)
            case ")":
                guard holdsQuantifier.count > 1 else { continue }
                let inner = holdsQuantifier.removeLast()
                if inner, isQuantifier(scalars, at: index + 1) { return true }
                holdsQuantifier[holdsQuantifier.count - 1] = holdsQuantifier[holdsQuantifier.count - 1] || inner
            case "?" where index > 0 && scalars[index - 1] == "(":
                continue
            default:
                if isQuantifier(scalars, at: index) { holdsQuantifier[holdsQuantifier.count - 1] = true }
            }
        }
        return false
    }

    /// The indices of the scalars of `scalars` that are syntax: outside escapes and classes.
    private static func syntaxIndices(_ scalars: [Unicode.Scalar]) -> [Int] {
        var indices: [Int] = []
        var index = 0
        var inClass = false
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" {
                index += 2
                continue
            }
            if inClass {
                if scalar == "]" { inClass = false }
            } else if scalar == "[" {
                inClass = true
            } else {
                indices.append(index)
            }
            index += 1
        }
        return indices
    }

    /// Whether a quantifier starts at `index`: `*`, `+`, `?` or a well-formed `{n}`, `{n,}`, `{n,m}`.
    private static func isQuantifier(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index < scalars.count else { return false }
        if "*+?".unicodeScalars.contains(scalars[index]) { return true }
        guard scalars[index] == "{" else { return false }
        var cursor = index + 1
        var digits = 0
        while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) {
            cursor += 1
            digits += 1
        }
        guard digits > 0, cursor < scalars.count else { return false }
        if scalars[cursor] == "," {
            cursor += 1
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { cursor += 1 }
        }
        return cursor < scalars.count && scalars[cursor] == "}"
    }

    /// `pattern` with every lazy quantifier made greedy (`*?` to `*`, `+?`, `??`, `{n,m}?`),
    /// which changes which match is found but not whether there is one.
    ///
    /// ICU misses some matches of a lazy quantifier over a group whose body can match nothing
    /// (`^.*(\d{0,4})*?C.` finds nothing in "yearCx") and can take seconds on a 16-character
    /// text for others; so for a pattern with a lazy quantifier over a group the fuzzer asks ICU
    /// about this pattern, and compares only whether there is a match.
    static func greedy(_ pattern: String) -> String {
        let scalars = Array(pattern.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        var inClass = false
        while index < scalars.count {
            let scalar = scalars[index]
            output.append(scalar)
            if scalar == "\\", index + 1 < scalars.count {
                output.append(scalars[index + 1])
                index += 2
                continue
            }
            if inClass {
                if scalar == "]" { inClass = false }
            } else if scalar == "[" {
                inClass = true
            } else if "*+?}".unicodeScalars.contains(scalar), index + 1 < scalars.count, scalars[index + 1] == "?",
                !(scalar == "?" && index > 0 && scalars[index - 1] == "(")
            {
                index += 1
            }
            index += 1
        }
        return String(output)
    }

    /// Whether a lazy quantifier applies to a group somewhere in `pattern` (`(…)*?`, `(…)+?`,
    /// `(…)??`, `(…){n,m}?`).
    static func hasLazyGroupQuantifier(_ pattern: String) -> Bool {
        let scalars = Array(pattern.unicodeScalars)
        return syntaxIndices(scalars).contains { index in
            guard scalars[index] == ")", index + 1 < scalars.count else { return false }
            var end = index + 1
            if "*+?".unicodeScalars.contains(scalars[end]) {
                end += 1
            } else if scalars[end] == "{" {
                while end < scalars.count, scalars[end] != "}" { end += 1 }
                end += 1
            } else {
                return false
            }
            return end < scalars.count && scalars[end] == "?"
        }
    }

    /// Whether `pattern` repeats a group of alternatives with a counted quantifier so often that
    /// ICU gives up on it: the number of ways through the repetitions (alternatives to the power
    /// of the upper bound) passes a million. ICU keeps counting iterations of a group that
    /// matches nothing, where JavaScript's engines and Verity's stop such an iteration, so with
    /// empty alternatives its backtracking grows with that number until it gives up, reporting no
    /// match: `(?:||){0,16}c|` does not match "" in Foundation (with a bound of 15 it does), where
    /// JavaScript matches the empty alternative. Such a pattern is compared on compiling only.
    static func repeatsAlternativesPastICUsLimit(_ pattern: String) -> Bool {
        let scalars = Array(pattern.unicodeScalars)
        // NB: one entry per open group: the alternatives it has so far.
        var alternatives = [1]
        for index in syntaxIndices(scalars) {
            switch scalars[index] {
            case "(":
                alternatives.append(1)
            case "|":
                alternatives[alternatives.count - 1] += 1
            case ")":
                guard alternatives.count > 1 else { continue }
                let count = alternatives.removeLast()
                guard count > 1, let bound = countedBound(scalars, at: index + 1) else { continue }
                var ways = 1
                for _ in 0..<min(bound, 64) where ways <= 1_000_000 { ways *= count }
                if ways > 1_000_000 { return true }
            default:
                continue
            }
        }
        return false
    }

    /// The upper bound of the counted quantifier (`{n}`, `{n,m}`; `{n,}` counts as unbounded)
    /// that starts at `index`, if one does.
    private static func countedBound(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        guard index < scalars.count, scalars[index] == "{", isQuantifier(scalars, at: index) else { return nil }
        var cursor = index + 1
        var bound = 0
        while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) || scalars[cursor] == "," {
            if scalars[cursor] == "," {
                guard cursor + 1 < scalars.count, ("0"..."9").contains(scalars[cursor + 1]) else { return .max }
                bound = 0
            } else {
                bound = min(bound * 10 + Int(scalars[cursor].value - 48), 1_000_000)
            }
            cursor += 1
        }
        return bound
    }

    /// Whether the `{n,m}` bounds of `pattern` multiply past 100. A group repeated hundreds of
    /// times, with alternatives that match nothing, takes time exponential in the pattern to
    /// fail in any backtracking engine (`((a|||){328}b` on "c"); such patterns are not compared.
    static func hasLargeRepetitions(_ pattern: String) -> Bool {
        let scalars = Array(pattern.unicodeScalars)
        var product = 1
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\\" {
                index += 2
                continue
            }
            if scalars[index] == "{" {
                var cursor = index + 1
                var largest = 0
                var number = 0
                while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) || scalars[cursor] == "," {
                    number = scalars[cursor] == "," ? 0 : min(number * 10 + Int(scalars[cursor].value - 48), 1_000_000)
                    largest = max(largest, number)
                    cursor += 1
                }
                if cursor < scalars.count, scalars[cursor] == "}" {
                    product = min(product * max(largest, 1), 1_000_000)
                    if product > 100 { return true }
                }
            }
            index += 1
        }
        return false
    }
}
