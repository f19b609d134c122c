/// A doc string argument of a ``PickleStep``, with placeholders substituted.
public struct PickleDocString: Codable, Equatable, Hashable, Sendable {
    /// 1 or 2 when the step has both a doc string and a data table: the order of declaration.
    public var argumentIndex: Int?
    /// The media type, if any.
    public var mediaType: String?
    /// The content.
    public var content: String

    /// Creates a pickle doc string.
    public init(argumentIndex: Int? = nil, mediaType: String? = nil, content: String) {
        self.argumentIndex = argumentIndex
        self.mediaType = mediaType
        self.content = content
    }
}
