/// Why syncing charges to the bank failed. Nothing changes when it does.
public enum SyncError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The bank did not answer.
    case bankUnreachable

    /// The sentence to show the customer.
    public var message: String {
        switch self {
        case .bankUnreachable:
            "The bank could not be reached, so you are still signed in. Nothing was lost; try again."
        }
    }

    /// The message.
    public var description: String {
        message
    }
}
