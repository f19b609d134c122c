import BankCore
import Testing

@Suite struct TheOverdraftRule {
    func everyday(available: Money, pending: [Money] = []) -> Account {
        Account(
            id: "everyday", name: "Everyday", available: available,
            pending: pending.enumerated().map { index, amount in
                Transaction(
                    id: TransactionID("t\(index)"), account: "everyday", merchant: "Grocer", amount: amount,
                    isSynced: index % 2 == 0)
            })
    }

    @Test func aChargeOfExactlyWhatCanBeSpentIsApproved() {
        #expect(OverdraftRule.decide(.dollars(50), for: everyday(available: .dollars(50))) == .approved)
    }

    @Test func aChargeOneCentOverWhatCanBeSpentIsDeclinedSayingWhatCanBeSpent() {
        #expect(
            OverdraftRule.decide(Money(cents: 5_001), for: everyday(available: .dollars(50)))
                == .declined(spendable: .dollars(50)))
    }

    @Test(
        arguments: [
            (2_000, 3_000, true), (2_000, 3_001, false), (5_000, 1, false), (4_999, 1, true),
        ] as [(Int64, Int64, Bool)])
    func pendingChargesCountAgainstTheAvailableBalance(pending: Int64, amount: Int64, approved: Bool) {
        let account = everyday(available: .dollars(50), pending: [Money(cents: pending)])
        let expected: ChargeDecision = approved ? .approved : .declined(spendable: Money(cents: 5_000 - pending))
        #expect(OverdraftRule.decide(Money(cents: amount), for: account) == expected)
    }

    @Test func syncedAndUnsyncedPendingChargesCountAlike() {
        let account = everyday(available: .dollars(50), pending: [.dollars(10), .dollars(10), .dollars(10)])
        #expect(account.pendingTotal == .dollars(30))
        #expect(account.spendable == .dollars(20))
        #expect(account.unsyncedCount == 1)
        #expect(OverdraftRule.decide(.dollars(21), for: account) == .declined(spendable: .dollars(20)))
    }

    @Test(arguments: [Money.zero, Money(cents: -1), Money.dollars(-100)])
    func aChargeOfZeroOrLessIsNeverApproved(amount: Money) {
        #expect(
            OverdraftRule.decide(amount, for: everyday(available: .dollars(50))) == .declined(spendable: .dollars(50)))
    }

    @Test func anOverdrawnAccountDeclinesEveryCharge() {
        let account = everyday(available: .dollars(10), pending: [.dollars(20)])
        #expect(OverdraftRule.decide(Money(cents: 1), for: account) == .declined(spendable: .dollars(-10)))
    }
}
