/// The error thrown by Cucumber Expressions, regular-expression step patterns, parameter types
/// and the registry.
///
/// ``message`` is the official text. Syntax errors span several lines and point at the
/// offending column range with a caret marker (columns count Unicode scalars):
/// ```text
/// This Cucumber Expression has a problem at column 7:
///
/// three () mice
///       ^^
/// An optional must contain some text.
/// If you did not mean to use an optional you can use '\(' to escape the '('
/// ```
public struct CucumberExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for callers that react differently to different problems.
    public enum Kind: Sendable, Hashable {
        /// The expression's syntax is invalid.
        case syntax
        /// The expression names a parameter type the registry does not know.
        case undefinedParameterType(name: String)
        /// A regular expression's capture group matches several parameter types, none preferred.
        case ambiguousParameterType
        /// A parameter type definition is invalid or clashes with one already registered.
        case invalidParameterType
        /// A regular expression could not be compiled.
        case invalidRegularExpression
        /// A matched argument could not be converted to its parameter type.
        case transformation
    }

    /// What went wrong.
    public let kind: Kind
    /// The complete, official message.
    public let message: String
    /// The zero-based Unicode-scalar column the problem starts at, for syntax errors.
    public let column: Int?

    /// Same as ``message``.
    public var description: String { message }

    init(_ kind: Kind, _ message: String, column: Int? = nil) {
        self.kind = kind
        self.message = message
        self.column = column
    }
}
