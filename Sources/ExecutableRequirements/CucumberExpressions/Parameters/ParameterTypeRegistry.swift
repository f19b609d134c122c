/// The parameter types that Cucumber Expressions and regular-expression step patterns use.
///
/// A new registry holds the built-in types `{int}`, `{float}`, `{word}`, `{string}`, `{}`,
/// `{double}`, `{bigdecimal}`, `{byte}`, `{short}`, `{long}` and `{biginteger}`. It is a value:
/// define custom types first, then hand it to the expressions that need them.
///
/// ```swift
/// var registry = ParameterTypeRegistry()
/// try registry.define(ParameterType(name: "flag", regexp: "on|off") { $0 == "on" })
/// let expression = try CucumberExpression("the light is {flag}", registry: registry)
/// ```
public struct ParameterTypeRegistry: Sendable {
    /// Every type, in the order defined (built-ins first).
    public private(set) var parameterTypes: [ParameterType] = []
    private var byName: [String: ParameterType] = [:]
    /// Types sharing each regular expression, preferential first, then by name.
    private var byRegexp: [String: [ParameterType]] = [:]

    /// A registry holding the built-in parameter types.
    public init() {
        for builtIn in ParameterType.builtIns {
            add(builtIn)
        }
    }

    /// Adds a parameter type.
    ///
    /// - Throws: ``CucumberExpressionError`` when the name is taken, or when two preferential
    ///   types would share a regular expression.
    public mutating func define(_ parameterType: ParameterType) throws(CucumberExpressionError) {
        if byName[parameterType.name] != nil {
            throw CucumberExpressionError(
                .invalidParameterType,
                parameterType.name.isEmpty
                    ? "The anonymous parameter type has already been defined"
                    : "There is already a parameter type with name \(parameterType.name)"
            )
        }
        for regexp in parameterType.regexps {
            if let existing = byRegexp[regexp]?.first, existing.preferForRegexpMatch, parameterType.preferForRegexpMatch
            {
                throw CucumberExpressionError(
                    .invalidParameterType,
                    "There can only be one preferential parameter type per regexp. The regexp /\(regexp)/ "
                        + "is used for two preferential parameter types, {\(existing.name)} and {\(parameterType.name)}"
                )
            }
        }
        add(parameterType)
    }

    /// The type with this name (`""` for the anonymous type `{}`), if defined.
    public func parameterType(named name: String) -> ParameterType? {
        byName[name]
    }

    private mutating func add(_ parameterType: ParameterType) {
        parameterTypes.append(parameterType)
        byName[parameterType.name] = parameterType
        for regexp in Set(parameterType.regexps) {
            var sharing = byRegexp[regexp, default: []]
            sharing.append(parameterType)
            sharing.sort(by: ParameterType.precedes)
            byRegexp[regexp] = sharing
        }
    }

    /// Whether several types share `regexp` and none of them is preferential.
    func isAmbiguous(_ regexp: String) -> Bool {
        guard let sharing = byRegexp[regexp], let first = sharing.first else { return false }
        return sharing.count > 1 && !first.preferForRegexpMatch
    }

    /// The type a regular expression's capture group stands for, looked up by the group's
    /// source; `nil` when no type uses that source.
    ///
    /// - Throws: ``CucumberExpressionError`` (`ambiguousParameterType`) when several types
    ///   share the source and none is preferential.
    func parameterType(
        forRegexp regexp: String, in expression: String, text: String
    ) throws(CucumberExpressionError) -> ParameterType? {
        guard let sharing = byRegexp[regexp], let first = sharing.first else { return nil }
        if isAmbiguous(regexp) {
            // NB: ambiguity is only an error here, not at definition, so that Cucumber
            // Expressions may use every one of the types by name.
            let suggestions = CucumberExpressionGenerator(registry: self).generateExpressions(for: text)
            throw CucumberExpressionError(
                .ambiguousParameterType,
                """
                Your Regular Expression /\(expression)/
                matches multiple parameter types with regexp /\(regexp)/:
                   \(sharing.map { "{\($0.name)}" }.joined(separator: "\n   "))

                I couldn't decide which one to use. You have two options:

                1) Use a Cucumber Expression instead of a Regular Expression. Try one of these:
                   \(suggestions.map(\.source).joined(separator: "\n   "))

                2) Make one of the parameter types preferential and continue to use a Regular Expression.

                """
            )
        }
        return first
    }
}
