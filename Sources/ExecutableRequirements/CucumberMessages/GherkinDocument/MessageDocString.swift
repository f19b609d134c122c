/// A doc string step argument, delimited by `"""` or a triple backtick.
///
/// Named `MessageDocString` beside the schema's `DocString` so that it never collides with
/// Requirements' `DocString`, the text a step definition receives, in a file that imports both.
public struct MessageDocString: Codable, Equatable, Hashable, Sendable {
    /// The position of the opening delimiter.
    public var location: Location
    /// The media type written after the opening delimiter, if any.
    public var mediaType: String?
    /// The content, with indentation and escaped delimiters resolved.
    public var content: String
    /// The delimiter used: `"""` or a triple backtick.
    public var delimiter: String

    /// Creates a doc string.
    public init(location: Location, mediaType: String? = nil, content: String, delimiter: String) {
        self.location = location
        self.mediaType = mediaType
        self.content = content
        self.delimiter = delimiter
    }
}

/// The schema's own name for this message, which names the Verity type instead (see the type's
/// comment for why) and tells code that uses it so.
@available(*, unavailable, renamed: "MessageDocString")
public typealias DocString = MessageDocString
