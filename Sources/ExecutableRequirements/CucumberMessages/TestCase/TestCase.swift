/// The plan for running one ``Pickle``: its steps and the hooks around them, in order.
public struct TestCase: Codable, Equatable, Hashable, Sendable {
    /// The test case's unique id.
    public var id: String
    /// The ``Pickle`` this test case runs.
    public var pickleId: String
    /// The hooks and steps, in running order.
    public var testSteps: [TestStep]
    /// The run this test case belongs to.
    public var testRunStartedId: String?

    /// Creates the message.
    public init(id: String, pickleId: String, testSteps: [TestStep], testRunStartedId: String? = nil) {
        self.id = id
        self.pickleId = pickleId
        self.testSteps = testSteps
        self.testRunStartedId = testRunStartedId
    }
}
