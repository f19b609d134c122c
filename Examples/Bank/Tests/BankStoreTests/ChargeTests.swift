import BankCore
import BankStore
import Testing

@Suite struct ChargingInTheStore {
    let store: BankStore
    let ada: Customer
    let everyday: Account

    init() throws {
        store = try BankStore.inMemory()
        ada = try store.addCustomer(username: "ada", password: "lovelace")
        everyday = try store.addAccount(named: "Everyday", for: ada.id, available: .dollars(50))
    }

    func request(_ amount: Money, on account: AccountID? = nil) -> ChargeRequest {
        ChargeRequest(account: account ?? everyday.id, amount: amount, merchant: "Corner Shop")
    }

    @Test func anApprovedChargeIsStoredAsPendingAndUnsynced() async throws {
        let outcome = try await store.charge(request(.dollars(50)), for: ada.id)
        let transaction = try #require(outcome.transaction)
        #expect(transaction.amount == .dollars(50) && transaction.merchant == "Corner Shop" && !transaction.isSynced)
        #expect(try store.accounts(of: ada.id).first?.pending == [transaction])
    }

    @Test func aDeclinedChargeIsNotStored() async throws {
        try store.addPendingCharge(request(.dollars(20)))
        let outcome = try await store.charge(request(Money(cents: 3_001)), for: ada.id)
        #expect(outcome == .declined(amount: Money(cents: 3_001), spendable: .dollars(30)))
        #expect(try store.accounts(of: ada.id).first?.pendingTotal == .dollars(20))
    }

    @Test func anotherCustomersAccountIsAnUnknownAccount() async throws {
        let grace = try store.addCustomer(username: "grace", password: "hopper")
        let hers = try store.addAccount(named: "Hers", for: grace.id, available: .dollars(100))
        #expect(try await store.charge(request(.dollars(1), on: hers.id), for: ada.id) == .unknownAccount(hers.id))
        #expect(try await store.charge(request(.dollars(1), on: "nope"), for: ada.id) == .unknownAccount("nope"))
        #expect(try store.accounts(of: grace.id).first?.pending == [])
    }

    @Test(arguments: [false, true])
    func concurrentChargesNeverSpendTheSameDollarsTwice(onDisk: Bool) async throws {
        let folder = try TemporaryFolder()
        let store =
            onDisk ? try BankStore.open(path: folder.path("bank.sqlite"), passwordCost: 4) : try BankStore.inMemory()
        let ada = try store.addCustomer(username: "ada", password: "lovelace")
        let account = try store.addAccount(named: "Everyday", for: ada.id, available: .dollars(100))
        let outcomes = try await withThrowingTaskGroup(of: ChargeOutcome.self) { group in
            for _ in 0..<200 {
                group.addTask {
                    try await store.charge(
                        ChargeRequest(account: account.id, amount: .dollars(1), merchant: "Vending"), for: ada.id)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.count { $0.isApproved } == 100)
        #expect(outcomes.count { $0 == .declined(amount: .dollars(1), spendable: .zero) } == 100)
        let after = try #require(try store.accounts(of: ada.id).first)
        #expect(after.pendingCount == 100)
        #expect(after.pending.count == PendingPage.defaultSize)
        #expect(after.pendingTotal == .dollars(100))
        #expect(after.spendable == .zero)
    }

    @Test func theServicesChargeThroughTheStore() async throws {
        let outcome = await store.services().charge(ada.id, request(.dollars(5)))
        #expect(outcome.isApproved)
        #expect(try store.accounts(of: ada.id).first?.pendingTotal == .dollars(5))
    }
}
