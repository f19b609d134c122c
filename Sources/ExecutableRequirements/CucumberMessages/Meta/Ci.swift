/// The continuous-integration service a run happened on.
public struct Ci: Codable, Equatable, Hashable, Sendable {
    /// The service's name, e.g. `GitHub Actions`.
    public var name: String
    /// A link to the build.
    public var url: String?
    /// The build's number; a string because some services use non-numeric ones.
    public var buildNumber: String?
    /// The revision being built.
    public var git: Git?

    /// Creates a CI description.
    public init(name: String, url: String? = nil, buildNumber: String? = nil, git: Git? = nil) {
        self.name = name
        self.url = url
        self.buildNumber = buildNumber
        self.git = git
    }
}
