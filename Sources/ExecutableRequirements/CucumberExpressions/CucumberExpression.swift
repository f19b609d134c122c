/// A Cucumber Expression such as `I have {int} cucumber(s) in my belly/stomach`, compiled
/// against a ``ParameterTypeRegistry``.
///
/// Parameters `{name}` capture typed arguments, `(text)` is optional text, `a/b` offers
/// alternatives and a backslash escapes `{`, `}`, `(`, `)`, `/`, `\` and space.
///
/// ```swift
/// let expression = try CucumberExpression("I have {int} cucumber(s)")
/// expression.regexSource // "^I have ((?:-?\\d+)|(?:\\d+)) cucumber(?:s)?$"
/// let arguments = expression.match("I have 7 cucumbers")
/// try arguments?[0].value(as: Int.self) // 7
/// ```
public struct CucumberExpression: StepExpression {
    /// The expression as written.
    public var source: String { compiled.source }
    /// The regular expression the expression compiles to, exactly as the official
    /// implementations produce it.
    public var regexSource: String { compiled.regexSource }
    /// The parameter types of the expression's parameters, in order.
    public var parameterTypes: [ParameterType] { compiled.parameterTypes }
    var syntaxTree: Node { compiled.syntaxTree }
    var pattern: CompiledPattern { compiled.pattern }
    // NB: one reference, so copying an expression (as every lookup loop does) costs one
    // reference count instead of one per field.
    private let compiled: Compiled
    @usableFromInline let literalFilter: LiteralFilter

    private final class Compiled: Sendable {
        let source: String
        let regexSource: String
        let parameterTypes: [ParameterType]
        let syntaxTree: Node
        let pattern: CompiledPattern
        let groupShape: GroupShape

        init(source: String, registry: ParameterTypeRegistry) throws(CucumberExpressionError) {
            self.source = source
            syntaxTree = try Parser.parse(source)
            var builder = RegexBuilder(expression: source, registry: registry)
            regexSource = try builder.regex(for: syntaxTree)
            parameterTypes = builder.parameterTypes
            pattern = try CompiledPattern(regexSource)
            groupShape = GroupShape(pattern: regexSource)
        }
    }

    /// Parses `source` and resolves its parameter types in `registry`.
    ///
    /// - Throws: ``CucumberExpressionError`` with the official message for invalid syntax or an
    ///   undefined parameter type.
    public init(_ source: String, registry: ParameterTypeRegistry = ParameterTypeRegistry())
        throws(CucumberExpressionError)
    {
        compiled = try Compiled(source: source, registry: registry)
        literalFilter = compiled.pattern.literalFilter
    }

    /// The arguments when `text` matches the whole expression, otherwise `nil`.
    ///
    /// ```swift
    /// try CucumberExpression("I have {int} cukes").match("I have 3 cukes")?.count // 1
    /// ```
    @inlinable
    public func match(_ text: String) -> [Argument]? {
        // NB: inlinable so that a caller scanning many expressions rejects most of them
        // inside its own loop, without a call and without touching the compiled state.
        guard literalFilter.mayMatch(text) else { return nil }
        return matchPassingFilter(text)
    }

    @usableFromInline
    func matchPassingFilter(_ text: String) -> [Argument]? {
        guard compiled.pattern.mayMatch(text) else { return nil }
        return match(ScalarText(text))
    }

    func match(_ text: ScalarText) -> [Argument]? {
        guard let slots = pattern.firstMatch(in: text) else { return nil }
        let root = compiled.groupShape.group(slots: slots, text: text)
        // NB: every parameter contributes exactly one top-level group, by construction.
        return zip(root.children, compiled.parameterTypes).map { Argument(group: $0, parameterType: $1) }
    }
}

extension CucumberExpression: CustomStringConvertible {
    /// The expression as written.
    public var description: String { source }
}
