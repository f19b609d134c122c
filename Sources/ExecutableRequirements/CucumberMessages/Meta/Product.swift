/// The name and version of a piece of software or hardware named in ``Meta``.
public struct Product: Codable, Equatable, Hashable, Sendable {
    /// The product's name.
    public var name: String
    /// The product's version, when known.
    public var version: String?

    /// Creates a product description.
    public init(name: String, version: String? = nil) {
        self.name = name
        self.version = version
    }
}
