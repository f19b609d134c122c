/// A tag of a ``Pickle``, pointing back at the ``Tag`` it came from.
public struct PickleTag: Codable, Equatable, Hashable, Sendable {
    /// The tag's name, including the `@`.
    public var name: String
    /// The id of the source ``Tag``.
    public var astNodeId: String

    /// Creates a pickle tag.
    public init(name: String, astNodeId: String) {
        self.name = name
        self.astNodeId = astNodeId
    }
}
