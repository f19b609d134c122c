/// Code that would define an undefined step, in one programming language.
public struct Snippet: Codable, Equatable, Hashable, Sendable {
    /// The code's language as a lowercase identifier syntax highlighters know, e.g. `swift`.
    public var language: String
    /// The code to paste.
    public var code: String

    /// Creates a snippet.
    public init(language: String, code: String) {
        self.language = language
        self.code = code
    }
}
