/// What an account's pending charges add up to: how many, their total, and how many are not
/// yet synced. The store keeps these per account as charges come and go, so they cost the same
/// however many charges are pending.
///
/// ```swift
/// PendingFigures([bakery, grocer])   // count 2, total $24.75, unsynced 1
/// ```
public struct PendingFigures: Sendable, Hashable, Codable {
    /// How many charges are pending.
    public var count: Int
    /// Their sum.
    public var total: Money
    /// How many of them have not been synced to the bank.
    public var unsynced: Int

    /// Creates the figures as counted elsewhere (the store's running counts).
    public init(count: Int, total: Money, unsynced: Int) {
        self.count = count
        self.total = total
        self.unsynced = unsynced
    }

    /// Counts the figures of `charges`.
    public init(_ charges: [Transaction]) {
        self.init(count: charges.count, total: charges.map(\.amount).sum(), unsynced: charges.count { !$0.isSynced })
    }
}
