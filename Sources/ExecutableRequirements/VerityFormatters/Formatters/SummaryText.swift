import CucumberMessages

/// How the HTML, JUnit and documentation reports explain a step that did not pass.
enum SummaryText {
    /// What to print under a step that did not pass.
    static func explanation(for step: StepReport) -> String {
        switch step.status {
        case .undefined where step.message == nil: "Undefined step."
        case .pending where step.message == nil: "Pending."
        case .ambiguous where step.message == nil:
            "Ambiguous: matches \(step.definitionLocations.joined(separator: ", "))."
        default: step.message ?? ""
        }
    }

    /// The lines of `text`, each indented by `count` spaces (blank lines stay empty, without
    /// trailing spaces), trailing newlines dropped; none for empty text.
    static func indented(_ text: String, by count: Int) -> [String] {
        var text = Substring(text)
        while text.last?.isNewline == true { text = text.dropLast() }
        guard !text.isEmpty else { return [] }
        let padding = String(repeating: " ", count: count)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : padding + $0 }
    }
}
