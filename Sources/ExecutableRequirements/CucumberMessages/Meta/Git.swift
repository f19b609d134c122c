/// The git revision a CI build runs on.
public struct Git: Codable, Equatable, Hashable, Sendable {
    /// The remote repository's URL.
    public var remote: String
    /// The commit hash.
    public var revision: String
    /// The branch, when building one.
    public var branch: String?
    /// The tag, when building one.
    public var tag: String?

    /// Creates a git description.
    public init(remote: String, revision: String, branch: String? = nil, tag: String? = nil) {
        self.remote = remote
        self.revision = revision
        self.branch = branch
        self.tag = tag
    }
}
