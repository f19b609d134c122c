import CucumberExpressions
import CucumberMessages

extension SnippetStep {
    /// What the snippets of `step`, a step of a pickle, are made from.
    init(_ step: PickleStep) {
        self.init(
            text: step.text, keywordType: step.type?.rawValue,
            hasDocString: step.argument?.docString != nil, hasTable: step.argument?.dataTable != nil)
    }
}

extension Snippets {
    /// The snippets for `step`, a step of a pickle, best first.
    func make(for step: PickleStep) -> [String] {
        make(for: SnippetStep(step))
    }
}
