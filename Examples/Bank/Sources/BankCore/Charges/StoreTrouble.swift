/// Why the store could not decide a charge. Never a decline: the balance was not looked at,
/// nothing was recorded, and the answer says so.
public enum StoreTrouble: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// Another connection held the database past the busy timeout and the retries: try again
    /// in a moment.
    case busy
    /// The database failed otherwise; the text is the store's, for the log.
    case failed(String)

    /// The sentence to show the customer.
    public var message: String {
        switch self {
        case .busy: "The bank is busy right now, so nothing was charged. Try again in a moment."
        case .failed: "The bank could not record the charge, so nothing was charged. Try again later."
        }
    }

    /// The message, and the store's own words for a failure.
    public var description: String {
        switch self {
        case .busy: message
        case .failed(let reason): "\(message) (\(reason))"
        }
    }
}
