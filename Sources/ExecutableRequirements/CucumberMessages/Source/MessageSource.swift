/// The text of a Gherkin document exactly as it was read (no line-ending conversion).
///
/// ```swift
/// let source = MessageSource(uri: "features/a.feature", data: "Feature: A\n", mediaType: .gherkinPlain)
/// ```
///
/// Named `MessageSource` beside the schema's `Source` so that it never collides with Verity's
/// `Source`, the owner of a model, in a file that imports both.
public struct MessageSource: Codable, Equatable, Hashable, Sendable {
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

/// The schema's own name for this message, which names the Verity type instead (see the type's
/// comment for why) and tells code that uses it so.
@available(*, unavailable, renamed: "MessageSource")
public typealias Source = MessageSource
