/// Marks the start of a before- or after-run ``Hook``'s execution.
public struct TestRunHookStarted: Codable, Equatable, Hashable, Sendable {
    /// This execution's unique id.
    public var id: String
    /// The run the execution belongs to.
    public var testRunStartedId: String
    /// The ``Hook`` being run.
    public var hookId: String
    /// The worker running the hook, when workers run in parallel.
    public var workerId: String?
    /// When the hook started.
    public var timestamp: Timestamp

    /// Creates the message.
    public init(
        id: String,
        testRunStartedId: String,
        hookId: String,
        workerId: String? = nil,
        timestamp: Timestamp
    ) {
        self.id = id
        self.testRunStartedId = testRunStartedId
        self.hookId = hookId
        self.workerId = workerId
        self.timestamp = timestamp
    }
}
