/// One argument of a matched step: the captured group and the parameter type that converts it.
///
/// ```swift
/// let arguments = try CucumberExpression("I have {int} cukes").match("I have 42 cukes")
/// let count = try arguments?[0].value(as: Int.self) // 42
/// ```
public struct Argument: Sendable {
    /// The capture group the argument comes from.
    public let group: Group
    /// The parameter type that converts the group.
    public let parameterType: ParameterType

    /// The converted value; `nil` when the group took no part in the match.
    ///
    /// - Throws: whatever the parameter type's transformer throws.
    public func value() throws -> (any Sendable)? {
        try parameterType.transform(group)
    }

    /// The converted value as `Value`; `nil` when the group took no part in the match.
    ///
    /// - Throws: ``CucumberExpressionError`` (`transformation`) when the value has another type,
    ///   or whatever the transformer throws.
    public func value<Value>(as type: Value.Type) throws -> Value? {
        guard let value = try value() else { return nil }
        guard let typed = value as? Value else {
            throw CucumberExpressionError(
                .transformation,
                "The argument {\(parameterType.name)} is a \(Swift.type(of: value)), not a \(Value.self)"
            )
        }
        return typed
    }
}
