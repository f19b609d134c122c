/// A parameter type available to Cucumber Expressions, such as `{int}` or a user's `{color}`.
///
/// Named `MessageParameterType` beside the schema's `ParameterType` so that it never collides with
/// CucumberExpressions' `ParameterType`, the type a step definition's expression uses, in a file
/// that imports both.
public struct MessageParameterType: Codable, Equatable, Hashable, Sendable {
    /// The name used between braces; unique, so it identifies the type.
    public var name: String
    /// The regular expressions the parameter matches (at least one).
    public var regularExpressions: [String]
    /// Whether this type wins when a plain regular-expression group matches several types.
    public var preferForRegularExpressionMatch: Bool
    /// Whether snippets for undefined steps may use this type.
    public var useForSnippets: Bool
    /// The type's unique id.
    public var id: String
    /// Where the type is defined in code.
    public var sourceReference: SourceReference?

    /// Creates the message.
    public init(
        name: String,
        regularExpressions: [String],
        preferForRegularExpressionMatch: Bool,
        useForSnippets: Bool,
        id: String,
        sourceReference: SourceReference? = nil
    ) {
        self.name = name
        self.regularExpressions = regularExpressions
        self.preferForRegularExpressionMatch = preferForRegularExpressionMatch
        self.useForSnippets = useForSnippets
        self.id = id
        self.sourceReference = sourceReference
    }
}

/// The schema's own name for this message, which names the Verity type instead (see the type's
/// comment for why) and tells code that uses it so.
@available(*, unavailable, renamed: "MessageParameterType")
public typealias ParameterType = MessageParameterType
