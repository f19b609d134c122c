/// Why signing in failed. A wrong password and an unknown user name are one case on purpose:
/// they read the same, so the answer never tells a stranger which user names exist.
public enum SignInError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The user name and password do not match a customer.
    case wrongCredentials
    /// The user name or password holds a character no one's can (NUL, a control character, a
    /// direction override); it was refused before any password was checked.
    case notAllowed(TextRefusal)

    /// The sentence to show the customer.
    public var message: String {
        switch self {
        case .wrongCredentials: "Wrong user name or password."
        case .notAllowed(let refusal): refusal.message
        }
    }

    /// The message.
    public var description: String {
        message
    }
}
