/// Marks the end of a before- or after-run ``Hook``'s execution, with its result.
public struct TestRunHookFinished: Codable, Equatable, Hashable, Sendable {
    /// The execution that finished.
    public var testRunHookStartedId: String
    /// How the hook ended.
    public var result: TestStepResult
    /// When the hook finished.
    public var timestamp: Timestamp

    /// Creates the message.
    public init(testRunHookStartedId: String, result: TestStepResult, timestamp: Timestamp) {
        self.testRunHookStartedId = testRunHookStartedId
        self.result = result
        self.timestamp = timestamp
    }
}
