import VeritySynchronization

/// Ready-to-paste Swift step definitions for undefined steps, one per expression the generator
/// proposes (best first).
///
/// A suite written requirements-first has every step undefined and the same texts over and
/// over, so each distinct step is worked out once per run and shared by every scenario (and by
/// the suggestion message and the console report, which both want it).
package final class Snippets: Sendable {
    /// One proposed definition: its Cucumber Expression and the Swift code that defines it.
    package struct Alternative: Hashable, Sendable {
        /// The generated Cucumber Expression.
        package let source: String
        /// The ready-to-paste Swift definition.
        package let code: String
    }

    private let generator: CucumberExpressionGenerator
    private let registry: ParameterTypeRegistry
    private let made = Locked<[SnippetStep: [Alternative]]>([:])

    /// A maker of snippets whose parameters use `registry`'s types (the built-ins and the
    /// suite's own, as the runner has them).
    package init(registry: ParameterTypeRegistry) {
        generator = CucumberExpressionGenerator(registry: registry)
        self.registry = registry
    }

    /// The snippets for `step`, best first.
    package func make(for step: SnippetStep) -> [String] {
        alternatives(for: step).map(\.code)
    }

    /// The expressions proposed for `step`, best first, each with its ready-to-paste code.
    package func alternatives(for step: SnippetStep) -> [Alternative] {
        let key = step
        if let known = made.withLock({ $0[key] }) { return known }
        // NB: made outside the lock, so that no scenario waits while another makes its
        // snippets; two scenarios racing on one text both make it, and both get the same.
        let alternatives = expressions(for: step.text).map { proposal in
            let expression = proposal.expression
            var parameters = ["world"]
            let names = SnippetParameterNames.names(for: expression, preferring: proposal.names)
            for (name, type) in zip(names, expression.parameterTypes) {
                parameters.append("\(name): \(type.typeName)")
            }
            if key.hasDocString { parameters.append("docString: DocString") }
            if key.hasTable { parameters.append("table: DataTable") }
            let list = parameters.count == 1 ? "world" : "(" + parameters.joined(separator: ", ") + ")"
            let code = "steps.\(key.method)(\(Self.literal(expression.source))) { \(list) in\n    throw Pending()\n}"
            return Alternative(source: expression.source, code: code)
        }
        made.withLock { $0[key] = alternatives }
        return alternatives
    }

    /// The generator's expressions for `text`, with each date and time it holds taken as one
    /// `{word}` named `date` or `time` (see ``SnippetDateTime``), unless one of the suite's own
    /// parameter types matches it whole; `names` holds those preferred names, `nil` elsewhere.
    private func expressions(for text: String) -> [(expression: GeneratedExpression, names: [String?])] {
        let scalars = Array(text.unicodeScalars)
        let dates = SnippetDateTime.all(in: scalars).filter { date in
            let token = String(String.UnicodeScalarView(scalars[date.range]))
            return !generator.generateExpressions(for: token).contains { proposal in
                proposal.parameterTypes.count == 1 && proposal.source == "{\(proposal.parameterTypes[0].name)}"
            }
        }
        guard !dates.isEmpty, let word = registry.parameterType(named: "word") else {
            return generator.generateExpressions(for: text).map {
                ($0, Array(repeating: nil, count: $0.parameterTypes.count))
            }
        }
        var masked = String.UnicodeScalarView()
        var position = 0
        for date in dates {
            masked.append(contentsOf: scalars[position..<date.range.lowerBound])
            masked.append(Self.dateMark)
            position = date.range.upperBound
        }
        masked.append(contentsOf: scalars[position...])
        return generator.generateExpressions(for: String(masked)).map { expression in
            var source = ""
            var types: [ParameterType] = []
            var names: [String?] = []
            var generated = expression.parameterTypes.makeIterator()
            var dateNames = dates.map(\.name).makeIterator()
            var escaped = false
            for scalar in expression.source.unicodeScalars {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "{", let type = generated.next() {
                    types.append(type)
                    names.append(nil)
                } else if scalar == Self.dateMark {
                    source += "{word}"
                    types.append(word)
                    names.append(dateNames.next() ?? "date")
                    continue
                }
                source.unicodeScalars.append(scalar)
            }
            return (GeneratedExpression(source: source, parameterTypes: types), names)
        }
    }

    /// Stands for a date while the generator works: a private-use character, which no step
    /// text holds and no parameter type matches.
    private static let dateMark: Unicode.Scalar = "\u{E000}"

    /// `source`, a generated Cucumber Expression, compiled with this suite's parameter types.
    package func expression(_ source: String) -> CucumberExpression? {
        try? CucumberExpression(source, registry: registry)
    }

    /// A Swift string literal whose value is exactly `text`, as plain as it can be: a plain
    /// literal when nothing needs escaping, otherwise a raw literal (so an expression's `\(`
    /// reads as written) with enough `#`s that neither `"` nor `\` followed by them occurs in
    /// the text, and control characters written as `\#u{…}` escapes, since a literal may not
    /// hold them raw.
    package static func literal(_ text: String) -> String {
        let needsEscapes = text.unicodeScalars.contains { isControl($0) }
        guard needsEscapes || text.contains("\"") || text.contains("\\") else { return "\"\(text)\"" }
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        var body = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                body.append(
                    contentsOf: "\\\(hashes)u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                body.append(scalar)
            }
        }
        return hashes + "\"" + String(body) + "\"" + hashes
    }

    /// Characters a single-line Swift literal may not hold as they are: C0 and C1 controls,
    /// DEL, and the line and paragraph separators.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
            || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
