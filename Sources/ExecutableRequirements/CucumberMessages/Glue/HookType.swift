/// When a ``Hook`` runs.
///
/// A closed set: the Cucumber Messages schema's values, which a Verity release changes only with
/// the schema's major version, so a `switch` over them may be exhaustive.
public enum HookType: String, Codable, Equatable, Hashable, Sendable, CaseIterable {
    /// Once, before any test case.
    case beforeTestRun = "BEFORE_TEST_RUN"
    /// Once, after every test case.
    case afterTestRun = "AFTER_TEST_RUN"
    /// Before each test case.
    case beforeTestCase = "BEFORE_TEST_CASE"
    /// After each test case.
    case afterTestCase = "AFTER_TEST_CASE"
    /// Before each step.
    case beforeTestStep = "BEFORE_TEST_STEP"
    /// After each step.
    case afterTestStep = "AFTER_TEST_STEP"
}
