/// Marks the start of a ``TestStep`` within one test case attempt.
public struct TestStepStarted: Codable, Equatable, Hashable, Sendable {
    /// The test case attempt.
    public var testCaseStartedId: String
    /// The step being run.
    public var testStepId: String
    /// When the step started.
    public var timestamp: Timestamp

    /// Creates the message.
    public init(testCaseStartedId: String, testStepId: String, timestamp: Timestamp) {
        self.testCaseStartedId = testCaseStartedId
        self.testStepId = testStepId
        self.timestamp = timestamp
    }
}
