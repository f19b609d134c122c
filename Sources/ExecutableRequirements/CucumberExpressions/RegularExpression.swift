/// A step pattern written as a regular expression (JavaScript syntax), such as
/// `^I have (\d+) cukes$`.
///
/// Each top-level capture group becomes an argument. A group whose source equals a parameter
/// type's regular expression converts with that type (so `(\d+)` gives an `Int`, as `{int}`
/// prefers it); any other group gives its text.
///
/// ```swift
/// let expression = try RegularExpression(#"^I have (\d+) cukes( today)?$"#)
/// let arguments = try expression.match("I have 4 cukes")
/// try arguments?[0].value(as: Int.self)    // 4
/// try arguments?[1].value()                // nil: the group took no part
/// ```
public struct RegularExpression: StepExpression {
    /// The regular expression as written.
    public var source: String { compiled.source }
    var pattern: CompiledPattern { compiled.pattern }
    private let compiled: Compiled
    @usableFromInline let literalFilter: LiteralFilter

    private final class Compiled: Sendable {
        let source: String
        let registry: ParameterTypeRegistry
        let pattern: CompiledPattern
        let groupShape: GroupShape
        /// The type of each top-level group, or `nil` where the registry finds it ambiguous
        /// (reported at match time, with suggestions for the text).
        let groupTypes: [ParameterType?]

        init(source: String, registry: ParameterTypeRegistry) throws(CucumberExpressionError) {
            self.source = source
            self.registry = registry
            pattern = try CompiledPattern(source)
            groupShape = GroupShape(pattern: source)
            groupTypes = groupShape.children.map { shape in
                if registry.isAmbiguous(shape.source) { return nil }
                return (try? registry.parameterType(forRegexp: shape.source, in: source, text: ""))
                    ?? RegularExpression.anonymousType(for: shape.source)
            }
        }
    }

    /// Compiles `source`.
    ///
    /// - Throws: ``CucumberExpressionError`` (`invalidRegularExpression`) when it is not a valid regular expression.
    public init(_ source: String, registry: ParameterTypeRegistry = ParameterTypeRegistry())
        throws(CucumberExpressionError)
    {
        compiled = try Compiled(source: source, registry: registry)
        literalFilter = compiled.pattern.literalFilter
    }

    /// The arguments when `text` matches, otherwise `nil`.
    ///
    /// - Throws: ``CucumberExpressionError`` (`ambiguousParameterType`) when a capture group's
    ///   source is shared by several parameter types and none is preferential.
    @inlinable
    public func match(_ text: String) throws(CucumberExpressionError) -> [Argument]? {
        // NB: inlinable for the same reason as `CucumberExpression.match(_:)`.
        guard literalFilter.mayMatch(text) else { return nil }
        return try matchPassingFilter(text)
    }

    @usableFromInline
    func matchPassingFilter(_ text: String) throws(CucumberExpressionError) -> [Argument]? {
        guard compiled.pattern.mayMatch(text) else { return nil }
        return try match(ScalarText(text))
    }

    func match(_ text: ScalarText) throws(CucumberExpressionError) -> [Argument]? {
        guard let slots = pattern.firstMatch(in: text) else { return nil }
        let root = compiled.groupShape.group(slots: slots, text: text)
        var arguments: [Argument] = []
        for (group, (shape, resolved)) in zip(root.children, zip(compiled.groupShape.children, compiled.groupTypes)) {
            // NB: only an ambiguous group is looked up again, so that the error can suggest
            // expressions for this very text.
            var parameterType = resolved
            if parameterType == nil {
                parameterType = try compiled.registry.parameterType(
                    forRegexp: shape.source, in: source, text: text.string)
            }
            arguments.append(
                Argument(group: group, parameterType: parameterType ?? Self.anonymousType(for: shape.source)))
        }
        return arguments
    }

    fileprivate static func anonymousType(for regexp: String) -> ParameterType {
        ParameterType(
            unchecked: "", regexps: [regexp], typeName: "String", useForSnippets: false, preferForRegexpMatch: false
        ) { $0.value }
    }
}

extension RegularExpression: CustomStringConvertible {
    /// The regular expression as written.
    public var description: String { source }
}
