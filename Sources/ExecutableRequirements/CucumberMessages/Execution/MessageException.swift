/// An error thrown while running a step, a hook or the run itself.
///
/// The schema calls this message `Exception`; the Swift name makes clear it is data, not a
/// Swift error.
public struct MessageException: Codable, Equatable, Hashable, Sendable {
    /// The error's type name, e.g. `AssertionError`.
    public var type: String
    /// The error's message.
    public var message: String?
    /// The stack trace, as text.
    public var stackTrace: String?

    /// Creates an exception description.
    public init(type: String, message: String? = nil, stackTrace: String? = nil) {
        self.type = type
        self.message = message
        self.stackTrace = stackTrace
    }
}
