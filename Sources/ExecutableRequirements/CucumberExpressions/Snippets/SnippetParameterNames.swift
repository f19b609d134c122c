/// Names a snippet's parameters after the step's own words where they say what the value is: a
/// number is named after the word that follows it (`bought {int} coffees` gives `coffees: Int`,
/// `paid {float} euros` gives `euros: Double`). Anything else, and a number followed by no
/// usable word, takes its type's name (`I add {int} {string}` gives `int` and `string`): after
/// a string the next word is as often a verb (`{string} opens her card`) as a noun.
enum SnippetParameterNames {
    /// One name per parameter of `expression`, each a valid, distinct Swift identifier that is
    /// neither a keyword nor one of the snippet's other names (`world`, `docString`, `table`).
    /// A parameter whose entry in `preferred` is not `nil` takes that name (numbered if taken).
    static func names(for expression: GeneratedExpression, preferring preferred: [String?] = []) -> [String] {
        let words = wordsAfterParameters(in: expression.source)
        let fallbacks = expression.parameterNames
        var used: Set<String> = ["world", "docString", "table"]
        var names: [String] = []
        for (position, fallback) in fallbacks.enumerated() {
            let isNumber = numberTypes.contains(expression.parameterTypes[position].name)
            var name = isNumber && position < words.count ? words[position].flatMap(identifier) : nil
            if let candidate = name, used.contains(candidate) { name = nil }
            if position < preferred.count, let preference = preferred[position] { name = preference }
            var chosen = name ?? fallback
            var number = 2
            while used.contains(chosen) || reserved.contains(chosen) {
                chosen = (name ?? fallback) + String(number)
                number += 1
            }
            used.insert(chosen)
            names.append(chosen)
        }
        return names
    }

    /// For each parameter of `source`, the first word of the literal text after it, if any.
    static func wordsAfterParameters(in source: String) -> [String?] {
        var words: [String?] = []
        var current: String?
        var collecting = false
        var inParameter = false
        var escaped = false
        func finishWord() {
            if collecting { words[words.count - 1] = current }
            collecting = false
            current = nil
        }
        for character in source {
            if escaped {
                escaped = false
                if collecting { finishWord() }
                continue
            }
            if inParameter {
                if character == "}" {
                    inParameter = false
                    words.append(nil)
                    collecting = true
                    current = nil
                }
                continue
            }
            switch character {
            case "\\":
                escaped = true
            case "{":
                finishWord()
                inParameter = true
            default:
                guard collecting else { continue }
                if character.isLetter || character.isNumber || character == "_" {
                    current = (current ?? "") + String(character)
                } else if character == " " && current == nil {
                    continue
                } else {
                    finishWord()
                }
            }
        }
        finishWord()
        return words
    }

    /// `word` as a parameter name: ASCII letters and digits, starting with a lower-case letter.
    private static func identifier(_ word: String) -> String? {
        guard let first = word.first, first.isASCII, first.isLetter,
            word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { return nil }
        let name = first.lowercased() + word.dropFirst()
        return reserved.contains(name) || connectives.contains(name) ? nil : name
    }

    /// Words that join a sentence rather than name a thing: `{string} to`, `{int} of` say
    /// nothing of the value, so the type's name reads better.
    private static let connectives: Set<String> = [
        "a", "an", "the", "to", "of", "in", "on", "at", "by", "for", "from", "with", "into", "onto", "and", "or",
        "but", "as", "than", "then", "per", "each", "every", "are", "was", "were", "be", "been", "has", "have",
        "had", "should", "must", "will", "would", "can", "could", "may", "not", "no", "it", "its", "this", "that",
        "these", "those", "after", "before", "over", "under", "via", "using", "more", "less",
    ]

    /// The built-in parameter types whose values are counts and amounts.
    private static let numberTypes: Set<String> = [
        "int", "float", "double", "bigdecimal", "biginteger", "byte", "short", "long",
    ]

    /// Swift keywords and names that would not compile, or would read badly, as a closure
    /// parameter.
    private static let reserved: Set<String> = [
        "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue", "default", "defer",
        "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard",
        "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator", "private",
        "protocol", "public", "repeat", "rethrows", "return", "self", "Self", "some", "static", "struct",
        "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while", "any",
        "steps",
    ]
}
