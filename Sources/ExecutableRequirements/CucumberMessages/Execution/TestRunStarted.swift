/// Marks the start of a test run.
public struct TestRunStarted: Codable, Equatable, Hashable, Sendable {
    /// When the run started.
    public var timestamp: Timestamp
    /// The run's unique id, referenced by later messages.
    public var id: String?

    /// Creates the message.
    public init(timestamp: Timestamp, id: String? = nil) {
        self.timestamp = timestamp
        self.id = id
    }
}
