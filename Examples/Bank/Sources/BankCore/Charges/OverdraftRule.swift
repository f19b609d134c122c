/// The bank's overdraft rule, as a pure function: a charge is declined when it is greater than
/// the available balance minus the pending charges. The store applies it inside the write
/// transaction that records the charge, so two charges can never spend the same dollars.
///
/// ```swift
/// OverdraftRule.decide(.dollars(51), for: everyday)   // .declined(spendable: $50.00)
/// ```
public enum OverdraftRule {
    /// Approves `amount` if `account` can spend it. An amount of zero or less is never
    /// approved: it would add to what the account can spend.
    public static func decide(_ amount: Money, for account: Account) -> ChargeDecision {
        decide(amount, available: account.available, pendingTotal: account.pendingTotal)
    }

    /// The same rule over the two figures it needs, for a caller that has the pending total
    /// without the list of pending charges (the store sums them in SQL).
    public static func decide(_ amount: Money, available: Money, pendingTotal: Money) -> ChargeDecision {
        let spendable = available - pendingTotal
        guard amount > .zero, amount <= spendable else {
            return .declined(spendable: spendable)
        }
        return .approved
    }
}
