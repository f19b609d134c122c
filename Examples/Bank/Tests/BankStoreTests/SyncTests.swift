import BankCore
import BankStore
import Testing

@Suite struct SyncingToTheBank {
    let store: BankStore
    let ada: Customer
    let everyday: Account

    init() throws {
        store = try BankStore.inMemory()
        ada = try store.addCustomer(username: "ada", password: "lovelace")
        everyday = try store.addAccount(named: "Everyday", for: ada.id, available: .dollars(100))
    }

    func pending(_ amount: Money, at merchant: String, synced: Bool = false) throws -> Transaction {
        try store.addPendingCharge(
            ChargeRequest(account: everyday.id, amount: amount, merchant: merchant), synced: synced)
    }

    @Test func syncSendsEveryUnsyncedChargeToTheBankAndMarksItSynced() async throws {
        let corner = try pending(.dollars(10), at: "Corner Shop")
        _ = try pending(.dollars(3), at: "Already sent", synced: true)
        let bakery = try pending(.dollars(5), at: "Bakery")
        #expect(try await store.sync(ada.id) == 2)
        #expect(
            try store.bank.received() == [
                .init(transaction: corner.id, account: everyday.id, merchant: "Corner Shop", amount: .dollars(10)),
                .init(transaction: bakery.id, account: everyday.id, merchant: "Bakery", amount: .dollars(5)),
            ])
        let account = try #require(try store.accounts(of: ada.id).first)
        #expect(account.unsyncedCount == 0)
        #expect(account.pendingTotal == .dollars(18))
        #expect(try await store.sync(ada.id) == 0)
    }

    @Test func syncLeavesOtherCustomersChargesAlone() async throws {
        let grace = try store.addCustomer(username: "grace", password: "hopper")
        let hers = try store.addAccount(named: "Hers", for: grace.id, available: .dollars(10))
        try store.addPendingCharge(ChargeRequest(account: hers.id, amount: .dollars(1), merchant: "X"))
        _ = try pending(.dollars(10), at: "Corner Shop")
        #expect(try await store.sync(ada.id) == 1)
        #expect(try store.accounts(of: grace.id).first?.unsyncedCount == 1)
    }

    @Test func whenTheBankCannotBeReachedSyncFailsAndChangesNothing() async throws {
        _ = try pending(.dollars(10), at: "Corner Shop")
        store.bank.isReachable = false
        await #expect(throws: SyncError.bankUnreachable) { try await store.sync(ada.id) }
        #expect(await store.services().sync(ada.id) == .failure(.bankUnreachable))
        #expect(try store.bank.received().isEmpty)
        #expect(try store.accounts(of: ada.id).first?.unsyncedCount == 1)
        store.bank.isReachable = true
        #expect(try await store.sync(ada.id) == 1)
    }
}
