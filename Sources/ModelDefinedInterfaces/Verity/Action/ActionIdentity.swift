/// Names an action by the source that made it and the method it stands for, e.g.
/// `Authentication.logIn`. This is what an action logs, encodes and is recorded as.
///
/// ```swift
/// let identity = ActionIdentity(source: "Authentication", method: "logIn")
/// print(identity) // Authentication.logIn
/// ```
public struct ActionIdentity: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The name of the source that made the action.
    public var source: String
    /// The name of the method the action stands for.
    public var method: String

    /// Creates an identity from a source name and a method name.
    public init(source: String, method: String) {
        self.source = source
        self.method = method
    }

    /// `source.method`.
    public var description: String {
        "\(source).\(method)"
    }
}
