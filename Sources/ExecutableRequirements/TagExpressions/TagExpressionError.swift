/// The error thrown when a tag expression cannot be parsed.
///
/// ``message`` is the official text, for example
/// `Tag expression "a b" could not be parsed because of syntax error: Expected operator.`
public struct TagExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The expression as the user wrote it.
    public let expression: String
    /// The reason alone, e.g. `Expected operator.`
    public let reason: String

    /// The complete official message.
    public var message: String {
        "Tag expression \"\(expression)\" could not be parsed because of syntax error: \(reason)"
    }

    /// Same as ``message``.
    public var description: String { message }

    init(expression: String, reason: String) {
        self.expression = expression
        self.reason = reason
    }
}
