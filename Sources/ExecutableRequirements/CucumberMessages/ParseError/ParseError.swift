/// An error found while parsing a Gherkin document.
///
/// `message` carries the official text, prefixed with `(line:column): `, for example
/// `(2:1): expected: #EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty, got 'oops'`.
public struct ParseError: Codable, Equatable, Hashable, Sendable {
    /// The file and position of the error.
    public var source: SourceReference
    /// The error message, in the official wording.
    public var message: String

    /// Creates a parse-error message.
    public init(source: SourceReference, message: String) {
        self.source = source
        self.message = message
    }
}
