import BankCore
import BankStore
import Testing
import Verity

@Suite struct LiveAccounts {
    let store: BankStore
    let ada: Customer
    let everyday: Account

    init() throws {
        store = try BankStore.inMemory()
        ada = try store.addCustomer(username: "ada", password: "lovelace")
        everyday = try store.addAccount(named: "Everyday", for: ada.id, available: .dollars(50))
    }

    /// The first list `accounts` emits for which `isWanted` holds, or nil after five seconds.
    func first(_ accounts: Source<[Account]>, where isWanted: @escaping @Sendable ([Account]) -> Bool) async
        -> [Account]?
    {
        await withTaskGroup(of: [Account]?.self) { group in
            group.addTask {
                for await list in accounts.values where isWanted(list) { return list }
                return nil
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(5))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    @Test func theSourceStartsWithTheAccountsAsTheyAre() {
        #expect(store.liveAccounts(of: ada.id).model == [everyday])
    }

    @Test func everyChangeToTheCustomersAccountsIsEmitted() async throws {
        let live = store.liveAccounts(of: ada.id)
        let charge = try #require(
            try await store.charge(
                ChargeRequest(account: everyday.id, amount: .dollars(10), merchant: "Bakery"), for: ada.id
            ).transaction)
        let charged = await first(live) { $0.first?.pending.contains(charge) == true }
        #expect(charged?.first?.pendingTotal == .dollars(10))
        _ = try await store.sync(ada.id)
        let synced = await first(live) { $0.first?.unsyncedCount == 0 }
        #expect(synced?.first?.pending.first?.isSynced == true)
    }

    @Test func everySessionOfACustomerSharesOneSource() {
        #expect(store.liveAccounts(of: ada.id) === store.liveAccounts(of: ada.id))
        #expect(store.services().accounts(ada.id) === store.liveAccounts(of: ada.id))
    }

    @Test func aChargeMadeByAnotherProcessOnTheSameFileShowsToo() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path("bank.sqlite")
        let here = try BankStore.open(path: path, passwordCost: 4)
        let ada = try here.addCustomer(username: "ada", password: "lovelace")
        let everyday = try here.addAccount(named: "Everyday", for: ada.id, available: .dollars(50))
        let live = here.liveAccounts(of: ada.id)
        // NB: a second store on the file is another demo: its writes are not this store's.
        let elsewhere = try BankStore.open(path: path, passwordCost: 4)
        let charge = try #require(
            try await elsewhere.charge(
                ChargeRequest(account: everyday.id, amount: .dollars(10), merchant: "Bakery"), for: ada.id
            ).transaction)
        let shown = await first(live) { $0.first?.pending.contains(charge) == true }
        #expect(shown?.first?.pendingTotal == .dollars(10), "the other process's charge never showed")
    }
}
