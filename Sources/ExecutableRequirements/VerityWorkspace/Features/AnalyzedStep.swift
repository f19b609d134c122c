import CucumberMessages

/// One step of a feature file as the features need it: where it is, what it says, and the
/// texts it runs with (one per examples row for a step of a Scenario Outline).
///
/// ```swift
/// if let step = analysis.step(atLine: 4) { print(step.keyword, step.text, step.uses.map(\.text)) }
/// ```
package struct AnalyzedStep: Sendable {
    /// The keyword as written, with its trailing space (`Given `).
    package var keyword: String
    package var text: String
    /// The 0-based line.
    package var line: Int
    /// The keyword and the text.
    package var range: TextRange
    /// The text alone.
    package var textRange: TextRange
    /// The distinct texts the step runs with, in order of appearance.
    package var uses: [StepUse]

    /// Whether `text` holds an outline placeholder such as `<count>`.
    package static func hasPlaceholder(_ text: String) -> Bool {
        guard let open = text.firstIndex(of: "<") else { return false }
        return text[open...].contains(">")
    }
}

/// A text one step runs with, and the pickle step that carries it (for the runner's snippet).
///
/// ```swift
/// for use in step.uses where compiled.lookup(use.text).matches.isEmpty { … }
/// ```
package struct StepUse: Sendable {
    package var text: String
    package var pickleStep: PickleStep
    /// The 0-based lines of the examples rows that give this text; empty outside outlines.
    package var exampleLines: [Int]
}
