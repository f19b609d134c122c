/// Why signing in failed. There is one case on purpose: a wrong password and an unknown user
/// name read the same, so the answer never tells a stranger which user names exist.
public enum SignInError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The user name and password do not match a customer.
    case wrongCredentials

    /// The sentence to show the customer.
    public var message: String {
        switch self {
        case .wrongCredentials: "Wrong user name or password."
        }
    }

    /// The message.
    public var description: String {
        message
    }
}
