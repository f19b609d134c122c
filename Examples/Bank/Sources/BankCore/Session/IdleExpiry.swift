/// When a session that has not been used is signed out: a stolen or forgotten token stops
/// working after `limit` without a request, and the server stops holding its session.
///
/// Time is a `Duration` since any fixed origin, so tests drive it with plain numbers.
///
/// ```swift
/// let expiry = IdleExpiry(limit: .seconds(900))
/// expiry.hasExpired(lastActive: .seconds(0), at: .seconds(900))   // true
/// ```
public struct IdleExpiry: Sendable, Hashable {
    /// How long a session may go without a request.
    public var limit: Duration

    /// Creates the policy; the default signs out after 15 minutes without a request.
    public init(limit: Duration = .seconds(15 * 60)) {
        self.limit = limit
    }

    /// Whether a session last used at `lastActive` is signed out at `now`; exactly `limit`
    /// later it is, so a limit of zero signs out at once.
    public func hasExpired(lastActive: Duration, at now: Duration) -> Bool {
        now - lastActive >= limit
    }

    /// The limit in words for the signed-out page, such as "15 minutes" or "1 second".
    public var description: String {
        let seconds = Int(limit.components.seconds)
        if seconds >= 60, seconds % 60 == 0 {
            let minutes = seconds / 60
            return "\(minutes) minute\(minutes == 1 ? "" : "s")"
        }
        return "\(seconds) second\(seconds == 1 ? "" : "s")"
    }
}
