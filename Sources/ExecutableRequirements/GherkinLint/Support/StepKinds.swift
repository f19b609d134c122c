import CucumberMessages

/// The kind each step of a list stands for, `And` and `But` taking the kind of the step before
/// them, as Cucumber reads them: `Then … And …` is two outcome steps.
///
/// ```swift
/// StepKinds.effective(of: steps)  // Given, And, When, Then, But → [.context, .context, .action, .outcome, .outcome]
/// ```
package enum StepKinds {
    /// The kind of each of `steps`, in order; a step whose keyword has no single kind (`*`), and
    /// a conjunction after it or at the start, is `.unknown`.
    package static func effective(of steps: [Step]) -> [StepKeywordType] {
        var last = StepKeywordType.unknown
        return steps.map { step in
            let kind = step.keywordType ?? .unknown
            if kind != .conjunction { last = kind }
            return last
        }
    }
}
