/// How a step or hook ended: its status, how long it took and any error.
///
/// ```swift
/// let result = TestStepResult(duration: MessageDuration(seconds: 0, nanos: 1_000), status: .passed)
/// ```
public struct TestStepResult: Codable, Equatable, Hashable, Sendable {
    /// How long it ran.
    public var duration: MessageDuration
    /// Why it did not pass, typically the error's description with its stack trace.
    public var message: String?
    /// The outcome.
    public var status: TestStepResultStatus
    /// The error thrown, if any.
    public var exception: MessageException?

    /// Creates a result.
    public init(
        duration: MessageDuration,
        message: String? = nil,
        status: TestStepResultStatus,
        exception: MessageException? = nil
    ) {
        self.duration = duration
        self.message = message
        self.status = status
        self.exception = exception
    }
}
