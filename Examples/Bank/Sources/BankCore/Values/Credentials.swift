/// What a customer types to sign in.
public struct Credentials: Sendable, Hashable {
    /// The user name, such as `ada`.
    public var username: String
    /// The password, as typed; only the store's hash of it is ever kept.
    public var password: String

    /// Creates credentials.
    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }
}
