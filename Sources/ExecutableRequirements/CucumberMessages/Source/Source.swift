/// The text of a Gherkin document exactly as it was read (no line-ending conversion).
///
/// ```swift
/// let source = Source(uri: "features/a.feature", data: "Feature: A\n", mediaType: .gherkinPlain)
/// ```
public struct Source: Codable, Equatable, Hashable, Sendable {
    /// Where the text came from, typically a file path relative to the project root.
    public var uri: String
    /// The contents of the file.
    public var data: String
    /// Whether the text is plain Gherkin or Gherkin embedded in Markdown.
    public var mediaType: SourceMediaType

    /// Creates a source message.
    public init(uri: String, data: String, mediaType: SourceMediaType) {
        self.uri = uri
        self.data = data
        self.mediaType = mediaType
    }
}
