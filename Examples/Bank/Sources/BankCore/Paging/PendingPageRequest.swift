/// Which page of an account's pending charges to read: where it starts and how many it holds.
///
/// ```swift
/// PendingPageRequest(account: everyday)                                   // the newest 20
/// PendingPageRequest(account: everyday, position: .olderThan(last), limit: 50)
/// ```
public struct PendingPageRequest: Sendable, Hashable {
    /// Where a page starts.
    public enum Position: Sendable, Hashable {
        /// The newest charges.
        case newest
        /// The charges just older than this one.
        case olderThan(TransactionID)
        /// The charges just newer than this one.
        case newerThan(TransactionID)
    }

    /// The account whose charges to read.
    public var account: AccountID
    /// Where the page starts.
    public var position: Position
    /// How many charges at most, between 1 and `PendingPage.maximumSize`.
    public let limit: Int

    /// Creates a request; a limit outside 1...`PendingPage.maximumSize` is brought inside it.
    public init(account: AccountID, position: Position = .newest, limit: Int = PendingPage.defaultSize) {
        self.account = account
        self.position = position
        self.limit = min(max(limit, 1), PendingPage.maximumSize)
    }
}
