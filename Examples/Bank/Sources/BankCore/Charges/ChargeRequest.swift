/// A debit-card charge asking to be approved.
///
/// The amount is `Money`, never text: an amount a customer typed has been through
/// `Money(parsing:)` before a request can exist.
public struct ChargeRequest: Sendable, Hashable {
    /// The account to charge.
    public var account: AccountID
    /// How much; only amounts greater than zero can be approved.
    public var amount: Money
    /// Where the card is used.
    public var merchant: String

    /// Creates a request.
    public init(account: AccountID, amount: Money, merchant: String) {
        self.account = account
        self.amount = amount
        self.merchant = merchant
    }
}
