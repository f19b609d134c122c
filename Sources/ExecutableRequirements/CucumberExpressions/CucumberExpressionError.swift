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
    /// What went wrong, for callers that react differently to different problems. Later
    /// versions may add kinds: compare with `==`, or give a `switch` a `default`.
    ///
    /// ```swift
    /// if error.kind == .undefinedParameterType, let name = error.parameterTypeName {
    ///     print("register a parameter type named \(name)")
    /// }
    /// ```
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        enum Value: String {
            case syntax, undefinedParameterType, ambiguousParameterType, invalidParameterType
            case invalidRegularExpression, transformation
        }

        let value: Value

        /// The expression's syntax is invalid.
        public static let syntax = Kind(value: .syntax)
        /// The expression names a parameter type the registry does not know
        /// (``CucumberExpressionError/parameterTypeName`` names it).
        public static let undefinedParameterType = Kind(value: .undefinedParameterType)
        /// A regular expression's capture group matches several parameter types, none preferred.
        public static let ambiguousParameterType = Kind(value: .ambiguousParameterType)
        /// A parameter type definition is invalid or clashes with one already registered.
        public static let invalidParameterType = Kind(value: .invalidParameterType)
        /// A regular expression could not be compiled.
        public static let invalidRegularExpression = Kind(value: .invalidRegularExpression)
        /// A matched argument could not be converted to its parameter type.
        public static let transformation = Kind(value: .transformation)

        /// The kind's name, as written above (`undefinedParameterType`).
        public var description: String { value.rawValue }
    }

    /// What went wrong.
    public let kind: Kind
    /// The complete, official message.
    public let message: String
    /// The zero-based Unicode-scalar column the problem starts at, for syntax errors.
    public let column: Int?
    /// The parameter type the expression names but the registry lacks, for
    /// ``Kind/undefinedParameterType``.
    public let parameterTypeName: String?

    /// Same as ``message``.
    public var description: String { message }

    init(_ kind: Kind, _ message: String, column: Int? = nil, parameterTypeName: String? = nil) {
        self.kind = kind
        self.message = message
        self.column = column
        self.parameterTypeName = parameterTypeName
    }
}
