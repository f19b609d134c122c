/// What a snippet is made from: a step's text, the kind of its keyword and its argument.
///
/// ```swift
/// let step = SnippetStep(text: "I have 3 cukes", keywordType: "Context")
/// Snippets(registry: ParameterTypeRegistry()).make(for: step).first
/// // steps.given("I have {int} cukes") { (world, cukes: Int) in ... }
/// ```
package struct SnippetStep: Hashable, Sendable {
    /// The step's text.
    package var text: String
    /// The `Steps` method that defines the step: `given`, `when`, `then`, or `step` for a
    /// step whose keyword says nothing of its kind (`*`, or `And` first).
    package var method: String
    /// Whether the step has a doc string, which the definition takes as its last argument.
    package var hasDocString: Bool
    /// Whether the step has a data table, which the definition takes as its last argument.
    package var hasTable: Bool

    /// A step of `text` whose keyword is of `keywordType`, as Gherkin names it in a pickle
    /// (`Context`, `Action`, `Outcome`; anything else, or `nil`, is unknown).
    package init(text: String, keywordType: String?, hasDocString: Bool = false, hasTable: Bool = false) {
        self.text = text
        switch keywordType {
        case "Context": method = "given"
        case "Action": method = "when"
        case "Outcome": method = "then"
        default: method = "step"
        }
        self.hasDocString = hasDocString
        self.hasTable = hasTable
    }
}
