import VerityWorkspace

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
/// template.plainText   // "I have {int} cuke"
/// template.continuation(of: "I have 3 c") // "I have 3 cuke"
/// template.continuation(of: "You")        // nil
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

    /// The text with each parameter written `{name}`, for clients without snippets: the
    /// parameters stay visible for the user to replace (`I have {int} cukes`).
    package var plainText: String { Self.plainText(segments[...]) }

    /// `typed` followed by the rest of the template after it, when `typed` could be the start
    /// of a step written with this template (the literal parts as they are, ignoring case, a
    /// word for a number or `{word}`, any text for another parameter), else `nil`: `I eat 2 c`
    /// for `I eat {int} cukes` gives `I eat 2 cukes`. A parameter being typed is taken to end
    /// where the typed text does.
    package func continuation(of typed: String) -> String? {
        let scalars = Array(typed.lowercased().unicodeScalars)
        let parts = segments.map(Part.init)
        var budget = 10_000
        guard let end = Self.end(of: scalars[...], in: parts, from: 0, budget: &budget) else { return nil }
        guard end.part < segments.count else { return typed }
        var rest = segments[end.part...]
        if end.offset > 0, case .literal(let text) = segments[end.part] {
            rest[end.part] = .literal(String(Substring(text.unicodeScalars.dropFirst(end.offset))))
        }
        return typed + Self.plainText(rest)
    }

    /// The text of `segments`, each parameter written `{name}`.
    private static func plainText(_ segments: ArraySlice<Segment>) -> String {
        segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .parameter(let name): "{\(name)}"
            }
        }.joined()
    }

    /// A segment made ready for matching typed text: a literal's scalars lowercased, each with
    /// the offset of the scalar of the original it comes from.
    private enum Part {
        case literal(lowered: [Unicode.Scalar], origins: [Int])
        case parameter(String)

        init(_ segment: Segment) {
            switch segment {
            case .parameter(let name): self = .parameter(name)
            case .literal(let text):
                var lowered: [Unicode.Scalar] = []
                var origins: [Int] = []
                for (offset, scalar) in text.unicodeScalars.enumerated() {
                    for low in scalar.properties.lowercaseMapping.unicodeScalars {
                        lowered.append(low)
                        origins.append(offset)
                    }
                }
                self = .literal(lowered: lowered, origins: origins)
            }
        }
    }

    /// Where typed text ends in a template: before the scalar at `offset` of the literal
    /// segment `part`, or at the start of segment `part` (`offset` 0).
    private struct End {
        var part: Int
        var offset: Int
    }

    /// Where `typed` ends when it starts the text of `parts[part...]`, or `nil` when it cannot;
    /// `budget` bounds the backtracking.
    private static func end(of typed: ArraySlice<Unicode.Scalar>, in parts: [Part], from part: Int, budget: inout Int)
        -> End?
    {
        budget -= 1
        guard budget > 0 else { return nil }
        guard !typed.isEmpty else { return End(part: part, offset: 0) }
        guard part < parts.count else { return nil }
        switch parts[part] {
        case .literal(let lowered, let origins):
            var rest = typed
            for (index, scalar) in lowered.enumerated() {
                guard let next = rest.first else { return End(part: part, offset: origins[index]) }
                guard next == scalar else { return nil }
                rest = rest.dropFirst()
            }
            return end(of: rest, in: parts, from: part + 1, budget: &budget)
        case .parameter(let name):
            // A parameter takes one character or more; try every length.
            let oneWord = singleWordTypes.contains(name)
            var rest = typed
            while let next = rest.first {
                if oneWord, next.properties.isWhitespace { return nil }
                rest = rest.dropFirst()
                if let found = end(of: rest, in: parts, from: part + 1, budget: &budget) { return found }
            }
            return nil
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
