/// One page of an account's pending charges, newest first, with the charges that mark where
/// the next pages start.
///
/// Pages are cut by position, not by number: "older than this charge" stays the same page
/// however many charges arrive meanwhile, so reading on never repeats or skips a charge.
///
/// ```swift
/// let first = PendingPage(charges: newest20, older: newest20.last?.id, newer: nil)
/// // the next page: PendingPageRequest(account: everyday, position: .olderThan(first.older!))
/// ```
public struct PendingPage: Sendable, Hashable, Codable {
    /// How many charges a page holds unless asked otherwise; the accounts page and
    /// `Account.pending` show this many.
    public static let defaultSize = 20
    /// The most charges one page may hold.
    public static let maximumSize = 100

    /// The charges, newest first.
    public var charges: [Transaction]
    /// Where the next older page starts (its charges are older than this one), or `nil` when
    /// this page holds the oldest.
    public var older: TransactionID?
    /// Where the next newer page starts (its charges are newer than this one), or `nil` when
    /// this page holds the newest.
    public var newer: TransactionID?

    /// Creates a page.
    public init(charges: [Transaction], older: TransactionID?, newer: TransactionID?) {
        self.charges = charges
        self.older = older
        self.newer = newer
    }

    /// The page `request` asks for, cut from `all`, the account's whole list, newest first;
    /// `nil` when the request's position names a charge that is not in it.
    public static func cut(_ all: [Transaction], for request: PendingPageRequest) -> PendingPage? {
        let limit = request.limit
        switch request.position {
        case .newest:
            return page(all, from: 0, limit: limit)
        case .olderThan(let id):
            guard let index = all.firstIndex(where: { $0.id == id }) else { return nil }
            return page(all, from: index + 1, limit: limit)
        case .newerThan(let id):
            guard let index = all.firstIndex(where: { $0.id == id }) else { return nil }
            return page(all, from: max(0, index - limit), limit: min(limit, index))
        }
    }

    private static func page(_ all: [Transaction], from start: Int, limit: Int) -> PendingPage {
        let end = min(all.count, start + limit)
        let charges = start < end ? Array(all[start..<end]) : []
        return PendingPage(
            charges: charges,
            older: end < all.count ? charges.last?.id : nil,
            newer: start > 0 ? charges.first?.id : nil)
    }
}
