/// What became of a charge request.
public enum ChargeOutcome: Sendable, Hashable, Codable {
    /// Approved: the charge is now pending on its account.
    case approved(Transaction)
    /// Declined by the overdraft rule, with what the account could spend at that moment.
    case declined(amount: Money, spendable: Money)
    /// The account does not exist, or does not belong to the customer.
    case unknownAccount(AccountID)
    /// The store could not decide the charge, so nothing was recorded: not a decline, since
    /// nobody looked at the balance; the customer may try again.
    case notDecided(StoreTrouble)

    /// The approved transaction, if the charge was approved.
    public var transaction: Transaction? {
        if case .approved(let transaction) = self { transaction } else { nil }
    }

    /// Whether the charge was approved.
    public var isApproved: Bool {
        transaction != nil
    }
}
