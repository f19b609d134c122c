/// Marks the end of one attempt at running a ``TestCase``.
public struct TestCaseFinished: Codable, Equatable, Hashable, Sendable {
    /// The attempt that finished.
    public var testCaseStartedId: String
    /// When the attempt finished.
    public var timestamp: Timestamp
    /// Whether another attempt follows.
    public var willBeRetried: Bool

    /// Creates the message.
    public init(testCaseStartedId: String, timestamp: Timestamp, willBeRetried: Bool) {
        self.testCaseStartedId = testCaseStartedId
        self.timestamp = timestamp
        self.willBeRetried = willBeRetried
    }
}
