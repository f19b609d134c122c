/// The `code` of each kind of diagnostic the language server publishes: beside the step
/// catalog, whose ``DefinitionProblem``s carry one.
///
/// ```swift
/// if diagnostic.code == DiagnosticCode.undefinedStep { … }
/// ```
package enum DiagnosticCode {
    /// A Gherkin syntax error, with the parser's official message.
    package static let syntaxError = "syntax-error"
    /// A step no definition matches.
    package static let undefinedStep = "undefined-step"
    /// A step several definitions match.
    package static let ambiguousStep = "ambiguous-step"
    /// A step whose regular expression cannot decide between parameter types.
    package static let ambiguousParameterType = "ambiguous-parameter-type"
    /// A step definition naming a parameter type nobody defines.
    package static let unknownParameterType = "unknown-parameter-type"
    /// A step definition whose pattern is not a valid expression.
    package static let invalidStepDefinition = "invalid-step-definition"
    /// A parameter type that cannot be defined (a clashing name, no regular expression).
    package static let invalidParameterType = "invalid-parameter-type"
    /// A step definition the scan found but could not read (a pattern that is not a literal).
    package static let unreadableStepDefinition = "unreadable-step-definition"
    /// A step definition no step of the workspace's feature files runs.
    package static let unusedStepDefinition = "unused-step-definition"
}
