/// The overdraft rule's answer for one charge.
public enum ChargeDecision: Sendable, Hashable {
    /// The account can cover the charge.
    case approved
    /// The charge is more than the account can spend, which is `spendable`.
    case declined(spendable: Money)
}
