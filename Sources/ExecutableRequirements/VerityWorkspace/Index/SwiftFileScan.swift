/// What ``SwiftStepScanner`` finds in one Swift file.
///
/// ```swift
/// let scan = SwiftStepScanner.scan(#"steps.given("I eat {int} cukes") { _, _ in }"#, path: "/w/Steps.swift")
/// scan.stepDefinitions[0].pattern   // "I eat {int} cukes"
/// ```
package struct SwiftFileScan: Sendable, Hashable {
    /// The step definitions whose pattern is a literal, in file order.
    package var stepDefinitions: [StepDefinitionSite] = []
    /// The parameter types whose name and regular expressions are literals, in file order.
    package var parameterTypes: [ParameterTypeSite] = []
    /// Definitions whose pattern the scan cannot know (interpolations, expressions).
    package var unrecognised: [UnrecognisedDefinitionSite] = []
    /// Definitions that name a constant instead of a literal: the workspace index resolves
    /// them against every file's ``constants``.
    package var namedPatterns: [NamedPatternDefinition] = []
    /// The file's `let` constants whose value is one string literal.
    package var constants: [StringConstant] = []

    /// Nothing found.
    package init() {}

    /// Whether the file defines nothing and holds no constant: the index need not keep it.
    package var isEmpty: Bool {
        stepDefinitions.isEmpty && parameterTypes.isEmpty && unrecognised.isEmpty && namedPatterns.isEmpty
            && constants.isEmpty
    }
}
