import VerityWorkspace

/// The step on a line, however the file parses: from the syntax tree when it parses (with the
/// texts of every examples row), else as its line reads (see ``FeatureAnalysis/steps``).
///
/// ```swift
/// if let step = StepReference(analysis, line: 7) { print(step.keyword, step.texts) }
/// ```
package struct StepReference: Sendable {
    /// The keyword, with its trailing space.
    package var keyword: String
    /// The step's text as written.
    package var text: String
    /// The distinct texts it runs with.
    package var texts: [String]
    /// The keyword and the text.
    package var range: TextRange

    /// The step on the 0-based `line`, or `nil` when there is none.
    package init?(_ analysis: FeatureAnalysis, line: Int) {
        guard let step = analysis.step(atLine: line) else { return nil }
        keyword = step.keyword
        text = step.text
        texts = step.uses.map(\.text)
        range = step.range
    }

    /// The definitions matching any of the step's texts, each once, in definition order.
    package func matches(in definitions: CompiledStepCatalog) -> [Int] {
        var found = Set<Int>()
        for text in texts { found.formUnion(definitions.lookup(text).matches) }
        return found.sorted()
    }
}
