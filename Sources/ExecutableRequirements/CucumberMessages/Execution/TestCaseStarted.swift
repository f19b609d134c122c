/// Marks the start of one attempt at running a ``TestCase``.
public struct TestCaseStarted: Codable, Equatable, Hashable, Sendable {
    /// 0 for the first attempt, then 1, 2, ... for each retry.
    public var attempt: Int
    /// The attempt's unique id; later messages of this attempt reference it.
    public var id: String
    /// The ``TestCase`` being run.
    public var testCaseId: String
    /// The worker running the attempt, when test cases run in parallel.
    public var workerId: String?
    /// When the attempt started.
    public var timestamp: Timestamp

    /// Creates the message.
    public init(attempt: Int, id: String, testCaseId: String, workerId: String? = nil, timestamp: Timestamp) {
        self.attempt = attempt
        self.id = id
        self.testCaseId = testCaseId
        self.workerId = workerId
        self.timestamp = timestamp
    }
}
