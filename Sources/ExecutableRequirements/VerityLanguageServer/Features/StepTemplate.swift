/// A step definition's pattern read as the text a step would be written with: literal parts
/// and parameters, for completion.
///
/// A Cucumber Expression keeps its literal text, takes the first of each alternative
/// (`cukes/cucumbers`), leaves optional text out (`cuke(s)`), and turns each `{type}` into a
/// parameter (`{string}` inside quotes). A regular expression loses its anchors, each capture
/// group becomes a parameter named after the parameter type with the same regular expression
/// (else `value`), and other syntax is read as simply as it can be: a best effort.
///
/// ```swift
/// let template = StepTemplate(pattern: "I have {int} cuke(s)", syntax: .cucumberExpression)
/// template.snippet     // "I have ${1:int} cuke"
/// template.plainText   // "I have int cuke"
/// template.accepts(typed: "I have 3 c")   // true
/// ```
package struct StepTemplate: Sendable, Hashable {
    /// One part of a step text.
    package enum Segment: Sendable, Hashable {
        case literal(String)
        /// A parameter, named after its type.
        case parameter(String)
    }

    package var segments: [Segment]

    /// Reads a pattern; `parameterNames` names regular-expression groups by their source.
    package init(pattern: String, syntax: StepDefinitionSite.Syntax, parameterNames: [String: String] = [:]) {
        switch syntax {
        case .cucumberExpression: segments = Self.expressionSegments(pattern)
        case .regularExpression: segments = Self.regexSegments(pattern, names: parameterNames)
        }
    }

    /// The text in LSP snippet syntax, parameters as numbered tab stops: `I have ${1:int} cukes`.
    package var snippet: String {
        var number = 0
        return segments.map { segment in
            switch segment {
            case .literal(let text): return Self.escapedForSnippet(text)
            case .parameter(let name):
                number += 1
                return "${\(number):\(Self.escapedForSnippet(name))}"
            }
        }.joined()
    }

    /// The text with each parameter's name in its place, for clients without snippets.
    package var plainText: String {
        segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .parameter(let name): name
            }
        }.joined()
    }

    /// Whether `typed` could be the start of a step written with this template: the literal
    /// parts as they are (ignoring case), a word for a number or `{word}`, any text for another
    /// parameter.
    package func accepts(typed: String) -> Bool {
        let typed = Array(typed.lowercased().unicodeScalars)
        let parts: [Segment] = segments.map { segment in
            if case .literal(let text) = segment { return .literal(text.lowercased()) }
            return segment
        }
        var budget = 10_000
        return Self.accepts(typed[...], parts[...], budget: &budget)
    }

    /// Whether `typed` can start the text of `parts`; `budget` bounds the backtracking.
    private static func accepts(_ typed: ArraySlice<Unicode.Scalar>, _ parts: ArraySlice<Segment>, budget: inout Int) -> Bool {
        budget -= 1
        guard budget > 0 else { return false }
        guard !typed.isEmpty else { return true }
        guard let part = parts.first else { return false }
        switch part {
        case .literal(let text):
            var rest = typed
            for scalar in text.unicodeScalars {
                guard let next = rest.first else { return true }
                guard next == scalar else { return false }
                rest = rest.dropFirst()
            }
            return accepts(rest, parts.dropFirst(), budget: &budget)
        case .parameter(let name):
            // A parameter takes one character or more; try every length.
            let oneWord = singleWordTypes.contains(name)
            var rest = typed
            while let next = rest.first {
                if oneWord, next.properties.isWhitespace { return false }
                rest = rest.dropFirst()
                if accepts(rest, parts.dropFirst(), budget: &budget) { return true }
            }
            return true
        }
    }

    /// The built-in parameter types whose text holds no whitespace.
    private static let singleWordTypes: Set<String> = [
        "int", "float", "double", "word", "byte", "short", "long", "bigdecimal", "biginteger",
    ]

    /// `$`, `}` and `\` escaped, as snippet syntax requires of text.
    private static func escapedForSnippet(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "$" || character == "}" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// Appends literal text, merging it with a literal before it.
    static func appendLiteral(_ text: String, to segments: inout [Segment]) {
        guard !text.isEmpty else { return }
        if case .literal(let previous) = segments.last {
            segments[segments.count - 1] = .literal(previous + text)
        } else {
            segments.append(.literal(text))
        }
    }
}
