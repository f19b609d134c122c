/// An approved debit-card charge, pending until the bank settles it.
public struct Transaction: Sendable, Hashable, Codable, Identifiable {
    /// The transaction's identifier.
    public var id: TransactionID
    /// The account it is charged to.
    public var account: AccountID
    /// Where the card was used, such as `Corner Shop`.
    public var merchant: String
    /// How much was charged; always greater than zero.
    public var amount: Money
    /// Whether it has been sent to the bank. Charges are recorded on this device first and
    /// reach the bank when they are synced.
    public var isSynced: Bool

    /// Creates a transaction.
    public init(id: TransactionID, account: AccountID, merchant: String, amount: Money, isSynced: Bool) {
        self.id = id
        self.account = account
        self.merchant = merchant
        self.amount = amount
        self.isSynced = isSynced
    }
}
