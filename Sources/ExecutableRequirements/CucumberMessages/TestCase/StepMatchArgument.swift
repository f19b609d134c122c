/// One argument a step definition captured from a step's text.
public struct StepMatchArgument: Codable, Equatable, Hashable, Sendable {
    /// The outermost capture group of the argument.
    public var group: Group
    /// The parameter type that converts the argument, for Cucumber Expressions.
    public var parameterTypeName: String?

    /// Creates a step match argument.
    public init(group: Group, parameterTypeName: String? = nil) {
        self.group = group
        self.parameterTypeName = parameterTypeName
    }
}
