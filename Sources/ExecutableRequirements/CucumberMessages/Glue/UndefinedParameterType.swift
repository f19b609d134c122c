/// A `{name}` used in a Cucumber Expression for which no parameter type exists.
public struct UndefinedParameterType: Codable, Equatable, Hashable, Sendable {
    /// The expression that uses the unknown name.
    public var expression: String
    /// The unknown parameter type's name.
    public var name: String

    /// Creates the message.
    public init(expression: String, name: String) {
        self.expression = expression
        self.name = name
    }
}
