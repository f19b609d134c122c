/// Proposes Cucumber Expressions for a step text, for the snippets shown when a step is
/// undefined; it chooses parameter types as the official implementations do.
///
/// At each position the generator looks for the earliest, then longest, whole-word match of a
/// parameter type that is used for snippets. When several types tie, every combination is
/// proposed (at most 256), preferential types first.
///
/// ```swift
/// let generator = CucumberExpressionGenerator(registry: ParameterTypeRegistry())
/// generator.generateExpressions(for: "I have 1.5 cukes").map(\.source)
/// // ["I have {float} cukes"]
/// ```
public struct CucumberExpressionGenerator: Sendable {
    private let matchers: [ParameterTypeMatcher]
    /// Takes `{int}`'s place where the number does not fit an `Int`, so that a snippet never
    /// proposes an argument that fails to convert at run time.
    private let bigInteger: ParameterType?

    static let maximumExpressions = 256

    /// A generator proposing the registry's snippet-enabled parameter types.
    ///
    /// Compiles the types' regular expressions once: keep the generator to make many snippets.
    public init(registry: ParameterTypeRegistry) {
        matchers = registry.parameterTypes.filter(\.useForSnippets).flatMap { parameterType in
            parameterType.regexps.compactMap { regexp in
                (try? CompiledPattern("(" + regexp + ")")).map {
                    ParameterTypeMatcher(parameterType: parameterType, pattern: $0)
                }
            }
        }
        bigInteger = registry.parameterType(named: "biginteger")
    }

    /// Expressions that match `text`, best first. Each is a valid Cucumber Expression that
    /// matches `text` itself, whatever characters it holds.
    public func generateExpressions(for text: String) -> [GeneratedExpression] {
        let scalarText = ScalarText(text)
        let length = scalarText.scalars.count
        var literals: [String] = []
        var choices: [[ParameterType]] = []
        var position = 0
        // NB: each matcher's last answer, reused while it still lies ahead: for a matcher whose
        // search covers later starts, the first whole-word match from `position` is the same
        // for every later position up to its start, and no match stays no match. Without this,
        // each parameter found searched the rest of the text again with every matcher.
        var known = [Range<Int>??](repeating: nil, count: matchers.count)

        while true {
            var found: [(Int, ParameterTypeMatcher, Range<Int>)] = []
            for (order, matcher) in matchers.enumerated() {
                let range: Range<Int>?
                if case .some(let previous) = known[order], previous.map({ $0.lowerBound >= position }) ?? true {
                    range = previous
                } else {
                    range = matcher.firstWholeWordMatch(in: scalarText, from: position)
                    if matcher.searchCoversLaterStarts { known[order] = .some(range) }
                }
                if let range { found.append((order, matcher, range)) }
            }
            guard !found.isEmpty else { break }
            let ranked = found.sorted { lhs, rhs in
                if lhs.2.lowerBound != rhs.2.lowerBound { return lhs.2.lowerBound < rhs.2.lowerBound }
                if lhs.2.count != rhs.2.count { return lhs.2.count > rhs.2.count }
                return lhs.0 < rhs.0
            }
            let best = ranked[0].2
            var types: [ParameterType] = []
            for (_, matcher, range) in ranked where range == best {
                if !types.contains(where: { $0.name == matcher.parameterType.name }) {
                    types.append(matcher.parameterType)
                }
            }
            types.sort(by: ParameterType.precedes)
            if let bigInteger, let index = types.firstIndex(where: { $0.name == "int" }),
                Int(scalarText.substring(from: best.lowerBound, to: best.upperBound)) == nil
            {
                types[index] = bigInteger
            }
            choices.append(types)
            literals.append(CucumberExpression.escaping(scalarText.substring(from: position, to: best.lowerBound)))
            position = best.upperBound
            if position >= length { break }
        }
        literals.append(CucumberExpression.escaping(scalarText.substring(from: min(position, length), to: length)))

        var expressions: [GeneratedExpression] = []
        combine(literals: literals, choices: choices, chosen: [], into: &expressions)
        return expressions
    }

    private func combine(
        literals: [String], choices: [[ParameterType]], chosen: [ParameterType],
        into expressions: inout [GeneratedExpression]
    ) {
        guard expressions.count < Self.maximumExpressions else { return }
        guard chosen.count < choices.count else {
            var source = literals[0]
            for (index, parameterType) in chosen.enumerated() {
                source += "{\(parameterType.name)}" + literals[index + 1]
            }
            expressions.append(GeneratedExpression(source: source, parameterTypes: chosen))
            return
        }
        for parameterType in choices[chosen.count] {
            guard expressions.count < Self.maximumExpressions else { return }
            combine(literals: literals, choices: choices, chosen: chosen + [parameterType], into: &expressions)
        }
    }
}
