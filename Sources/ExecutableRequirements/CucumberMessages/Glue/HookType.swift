/// When a ``Hook`` runs.
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
