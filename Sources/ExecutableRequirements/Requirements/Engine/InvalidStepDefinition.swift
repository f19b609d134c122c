import CucumberExpressions

/// Why a step definition whose pattern is not a valid expression cannot run: the error each step it
/// stands for fails with.
///
/// The definition still takes part in matching, through a lenient reading of its pattern, so
/// the steps it was written for fail with this error, naming it, while every other scenario
/// runs: an invalid pasted snippet must not stop the whole run before any scenario starts.
struct InvalidStepDefinition: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// What `pattern` most likely meant, as an expression that compiles: for a Cucumber
    /// Expression, every backslash that escapes nothing escapes itself (the usual mistake), or
    /// else the whole text is matched literally; for a regular expression, the text literally.
    static func lenientExpression(for pattern: StepPattern, registry: ParameterTypeRegistry) -> (any StepExpression)? {
        let source = pattern.source
        switch pattern.syntax {
        case .cucumberExpression:
            if let expression = try? CucumberExpression(
                CucumberExpression.escapingStrayBackslashes(in: source), registry: registry)
            {
                return expression
            }
            return try? CucumberExpression(CucumberExpression.escaping(source), registry: registry)
        case .regularExpression:
            return try? CucumberExpression(CucumberExpression.escaping(source), registry: registry)
        }
    }
}
