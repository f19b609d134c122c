/// Marks the end of a ``TestStep`` within one test case attempt, with its result.
public struct TestStepFinished: Codable, Equatable, Hashable, Sendable {
    /// The test case attempt.
    public var testCaseStartedId: String
    /// The step that finished.
    public var testStepId: String
    /// How the step ended.
    public var testStepResult: TestStepResult
    /// When the step finished.
    public var timestamp: Timestamp

    /// Creates the message.
    public init(
        testCaseStartedId: String,
        testStepId: String,
        testStepResult: TestStepResult,
        timestamp: Timestamp
    ) {
        self.testCaseStartedId = testCaseStartedId
        self.testStepId = testStepId
        self.testStepResult = testStepResult
        self.timestamp = timestamp
    }
}
