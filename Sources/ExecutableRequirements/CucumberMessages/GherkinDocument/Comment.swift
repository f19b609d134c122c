/// A `#` comment line, kept verbatim.
public struct Comment: Codable, Equatable, Hashable, Sendable {
    /// The position of the comment line (column 1).
    public var location: Location
    /// The whole line, including leading whitespace and the `#`.
    public var text: String

    /// Creates a comment.
    public init(location: Location, text: String) {
        self.location = location
        self.text = text
    }
}
