/// Marks the end of a test run and says whether it succeeded.
public struct TestRunFinished: Codable, Equatable, Hashable, Sendable {
    /// Extra information about the outcome, typically why the run failed.
    public var message: String?
    /// Whether every step passed or was skipped, every hook passed and nothing else threw.
    public var success: Bool
    /// When the run finished.
    public var timestamp: Timestamp
    /// An error thrown outside any step, if one ended the run.
    public var exception: MessageException?
    /// The run that finished.
    public var testRunStartedId: String?

    /// Creates the message.
    public init(
        message: String? = nil,
        success: Bool,
        timestamp: Timestamp,
        exception: MessageException? = nil,
        testRunStartedId: String? = nil
    ) {
        self.message = message
        self.success = success
        self.timestamp = timestamp
        self.exception = exception
        self.testRunStartedId = testRunStartedId
    }
}
