/// A named kind of step argument: the regular expressions that match it and the transformer
/// that turns the matched text into a Swift value.
///
/// ```swift
/// enum Colour: String, Sendable { case red, green, blue }
///
/// var registry = ParameterTypeRegistry()
/// try registry.define(ParameterType(name: "colour", regexp: "red|green|blue") { text in
///     Colour(rawValue: text)
/// })
/// let expression = try CucumberExpression("I paint it {colour}", registry: registry)
/// let colour = try expression.match("I paint it red")?[0].value(as: Colour.self) // .red
/// ```
public struct ParameterType: Sendable {
    /// The name used between braces in expressions, e.g. `int` in `{int}`; empty for `{}`.
    public var name: String { definition.name }
    /// The regular expressions (JavaScript syntax) that match an argument of this type.
    public var regexps: [String] { definition.regexps }
    /// The Swift type the transformer produces, e.g. `Int`, for generated snippets.
    public var typeName: String { definition.typeName }
    /// Whether the snippet generator may propose this type.
    public var useForSnippets: Bool { definition.useForSnippets }
    /// Whether this type wins when several share a capture group's regular expression.
    public var preferForRegexpMatch: Bool { definition.preferForRegexpMatch }
    // NB: every argument carries its parameter type; one reference keeps that copy cheap.
    private let definition: Definition

    private final class Definition: Sendable {
        let name: String
        let regexps: [String]
        let typeName: String
        let useForSnippets: Bool
        let preferForRegexpMatch: Bool
        let transformer: @Sendable (Group) throws -> (any Sendable)?

        init(
            name: String, regexps: [String], typeName: String, useForSnippets: Bool, preferForRegexpMatch: Bool,
            transformer: @escaping @Sendable (Group) throws -> (any Sendable)?
        ) {
            self.name = name
            self.regexps = regexps
            self.typeName = typeName
            self.useForSnippets = useForSnippets
            self.preferForRegexpMatch = preferForRegexpMatch
            self.transformer = transformer
        }
    }

    /// Creates a parameter type whose transformer receives the whole matched text.
    ///
    /// The transformer runs only for a group that took part in the match; a transformer
    /// returning `nil` gives a `nil` argument.
    /// - Throws: ``CucumberExpressionError`` when the name contains `{`, `}`, `(`, `)`, `\` or `/`,
    ///   or when `regexps` is empty.
    public init<Value: Sendable>(
        name: String, regexps: [String], useForSnippets: Bool = true, preferForRegexpMatch: Bool = false,
        transformer: @escaping @Sendable (String) throws -> Value?
    ) throws(CucumberExpressionError) {
        try Self.validate(name: name, regexps: regexps)
        self.init(
            unchecked: name, regexps: regexps, typeName: String(describing: Value.self),
            useForSnippets: useForSnippets, preferForRegexpMatch: preferForRegexpMatch
        ) { group in
            guard let value = group.value else { return nil }
            return try transformer(value)
        }
    }

    /// Creates a parameter type matched by one regular expression; see
    /// ``init(name:regexps:useForSnippets:preferForRegexpMatch:transformer:)``.
    public init<Value: Sendable>(
        name: String, regexp: String, useForSnippets: Bool = true, preferForRegexpMatch: Bool = false,
        transformer: @escaping @Sendable (String) throws -> Value?
    ) throws(CucumberExpressionError) {
        try self.init(
            name: name, regexps: [regexp], useForSnippets: useForSnippets,
            preferForRegexpMatch: preferForRegexpMatch, transformer: transformer
        )
    }

    /// Creates a parameter type whose regular expressions have capture groups of their own:
    /// the transformer receives the values of those groups (`nil` for one that took no part).
    ///
    /// ```swift
    /// let point = try ParameterType(name: "point", regexps: [#"\((\d+), (\d+)\)"#]) { values in
    ///     (Int(values[0] ?? "") ?? 0, Int(values[1] ?? "") ?? 0)
    /// }
    /// ```
    ///
    /// A closure that suits this initializer and the whole-match one alike (`{ $0 }`) goes to
    /// the whole-match one: declare `[String?]` to get the groups.
    @_disfavoredOverload
    public init<Value: Sendable>(
        name: String, regexps: [String], useForSnippets: Bool = true, preferForRegexpMatch: Bool = false,
        groupTransformer: @escaping @Sendable ([String?]) throws -> Value?
    ) throws(CucumberExpressionError) {
        try Self.validate(name: name, regexps: regexps)
        self.init(
            unchecked: name, regexps: regexps, typeName: String(describing: Value.self),
            useForSnippets: useForSnippets, preferForRegexpMatch: preferForRegexpMatch
        ) { group in
            try groupTransformer(group.values)
        }
    }

    init(
        unchecked name: String, regexps: [String], typeName: String, useForSnippets: Bool,
        preferForRegexpMatch: Bool, transformer: @escaping @Sendable (Group) throws -> (any Sendable)?
    ) {
        definition = Definition(
            name: name, regexps: regexps, typeName: typeName, useForSnippets: useForSnippets,
            preferForRegexpMatch: preferForRegexpMatch, transformer: transformer
        )
    }

    /// Converts a matched group to this type's value.
    func transform(_ group: Group) throws -> (any Sendable)? {
        try definition.transformer(group)
    }

    private static func validate(name: String, regexps: [String]) throws(CucumberExpressionError) {
        if name.unicodeScalars.contains(where: { "{}()\\/".unicodeScalars.contains($0) }) {
            throw CucumberExpressionError(
                .invalidParameterType,
                "Illegal character in parameter name {\(name)}. "
                    + "Parameter names may not contain '{', '}', '(', ')', '\\' or '/'"
            )
        }
        if regexps.isEmpty {
            throw CucumberExpressionError(
                .invalidParameterType, "The parameter type {\(name)} must have at least one regular expression"
            )
        }
    }

    /// Orders preferential types first, then by name.
    static func precedes(_ lhs: ParameterType, _ rhs: ParameterType) -> Bool {
        if lhs.preferForRegexpMatch != rhs.preferForRegexpMatch {
            return lhs.preferForRegexpMatch
        }
        return lhs.name < rhs.name
    }
}
