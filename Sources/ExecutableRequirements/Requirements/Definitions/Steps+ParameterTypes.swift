import CucumberExpressions

extension Steps {
    /// Defines a parameter type `{name}` for Cucumber Expressions: the text matching `regexp`
    /// becomes a `Value` through `transform`, and step bodies declare a `Value` parameter.
    ///
    /// ```swift
    /// enum Colour: String { case red, green, blue }
    /// steps.parameterType("colour", regexp: "red|green|blue") { Colour(rawValue: $0) }
    /// steps.given("a {colour} ball") { (game, colour: Colour) in game.ball = colour }
    /// ```
    /// Returning `nil` or throwing fails the step that uses the argument.
    public mutating func parameterType<Value: Sendable>(
        _ name: String, regexp: String, useForSnippets: Bool = true, preferForRegexpMatch: Bool = false,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        transform: @escaping @Sendable (String) throws -> Value?
    ) {
        parameterType(
            name, regexps: [regexp], useForSnippets: useForSnippets, preferForRegexpMatch: preferForRegexpMatch,
            fileID: fileID, filePath: filePath, line: line, column: column, transform: transform)
    }

    /// Defines a parameter type matched by any of several regular expressions.
    public mutating func parameterType<Value: Sendable>(
        _ name: String, regexps: [String], useForSnippets: Bool = true, preferForRegexpMatch: Bool = false,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        transform: @escaping @Sendable (String) throws -> Value?
    ) {
        append(
            .parameterType(
                ParameterTypeEntry(
                    name: name, location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
                ) {
                    try ParameterType(
                        name: name, regexps: regexps, useForSnippets: useForSnippets,
                        preferForRegexpMatch: preferForRegexpMatch, transformer: transform)
                }))
    }

    // NB: without the attribute `{ $0 }` fits both overloads, and the compiler reports
    // "ambiguous use of 'parameterType'" and then "generic parameter 'World' could not be
    // inferred" at the suite, far from the cause. A closure that only fits this overload (its
    // parameter declared `[String?]`, or subscripted by position) still comes here.
    /// Defines a parameter type whose regular expression has capture groups of its own;
    /// `transform` receives their values (`nil` for a group that took no part).
    ///
    /// ```swift
    /// steps.parameterType("flight", regexp: "([A-Z]{3})-([A-Z]{3})") { (groups: [String?]) in
    ///     Flight(from: groups[0] ?? "", to: groups[1] ?? "")
    /// }
    /// ```
    ///
    /// A closure that would suit both this method and the one taking the whole match as a
    /// `String` (`{ $0 }`) goes to the `String` one: declare `[String?]` to get the groups.
    @_disfavoredOverload
    public mutating func parameterType<Value: Sendable>(
        _ name: String, regexp: String, useForSnippets: Bool = true, preferForRegexpMatch: Bool = false,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        transformGroups: @escaping @Sendable ([String?]) throws -> Value?
    ) {
        append(
            .parameterType(
                ParameterTypeEntry(
                    name: name, location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
                ) {
                    try ParameterType(
                        name: name, regexps: [regexp], useForSnippets: useForSnippets,
                        preferForRegexpMatch: preferForRegexpMatch, groupTransformer: transformGroups)
                }))
    }
}
