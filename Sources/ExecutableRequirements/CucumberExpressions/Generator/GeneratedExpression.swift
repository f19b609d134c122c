/// A Cucumber Expression proposed for a step that has no definition, with the parameter types
/// chosen for its parameters.
///
/// ```swift
/// let generator = CucumberExpressionGenerator(registry: ParameterTypeRegistry())
/// let proposal = generator.generateExpressions(for: "I have 3 \"red\" cukes")[0]
/// proposal.source          // "I have {int} {string} cukes"
/// proposal.parameterNames  // ["int", "string"]
/// ```
public struct GeneratedExpression: Sendable {
    /// The proposed expression.
    public let source: String
    /// The parameter types of its parameters, in order.
    public let parameterTypes: [ParameterType]

    /// Names for the step function's parameters: the type names, numbered from the second use
    /// of a name on (`string`, `string2`).
    public var parameterNames: [String] {
        var uses: [String: Int] = [:]
        return parameterTypes.map { parameterType in
            let count = (uses[parameterType.name] ?? 0) + 1
            uses[parameterType.name] = count
            return count == 1 ? parameterType.name : "\(parameterType.name)\(count)"
        }
    }
}
