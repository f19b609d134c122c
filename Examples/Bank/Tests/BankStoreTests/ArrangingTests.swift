import BankCore
import BankStore
import Testing

@Suite struct BadDataIsRefused {
    let store: BankStore
    let ada: Customer
    let everyday: Account

    init() throws {
        store = try BankStore.inMemory()
        ada = try store.addCustomer(username: "ada", password: "lovelace")
        everyday = try store.addAccount(named: "Everyday", for: ada.id, available: .dollars(50))
    }

    @Test func aUserNameIsTakenOnce() {
        #expect(throws: BankStoreError.usernameTaken("ada")) {
            try store.addCustomer(username: " ada ", password: "other")
        }
    }

    @Test func aCustomerNeedsANameAndAPassword() {
        #expect(throws: BankStoreError.emptyUsername) { try store.addCustomer(username: "  ", password: "x") }
        #expect(throws: BankStoreError.emptyPassword) { try store.addCustomer(username: "grace", password: "") }
    }

    @Test func anAccountNeedsAnExistingCustomerANameAndNoDebt() {
        #expect(throws: BankStoreError.unknownCustomer("nobody")) {
            try store.addAccount(named: "Everyday", for: "nobody", available: .dollars(1))
        }
        #expect(throws: BankStoreError.emptyName) {
            try store.addAccount(named: " ", for: ada.id, available: .dollars(1))
        }
        #expect(throws: BankStoreError.invalidAmount(Money(cents: -1))) {
            try store.addAccount(named: "Debt", for: ada.id, available: Money(cents: -1))
        }
    }

    @Test func aPendingChargeNeedsAnAccountAMerchantAndAPositiveAmount() throws {
        #expect(throws: BankStoreError.unknownAccount("nope")) {
            try store.addPendingCharge(ChargeRequest(account: "nope", amount: .dollars(1), merchant: "X"))
        }
        #expect(throws: BankStoreError.invalidAmount(.zero)) {
            try store.addPendingCharge(ChargeRequest(account: everyday.id, amount: .zero, merchant: "X"))
        }
        #expect(throws: BankStoreError.emptyName) {
            try store.addPendingCharge(ChargeRequest(account: everyday.id, amount: .dollars(1), merchant: ""))
        }
        #expect(try store.accounts(of: ada.id) == [everyday])
    }

    @Test func aChargeOfZeroOrLessIsDeclinedAndNotStored() async throws {
        for amount in [Money.zero, Money(cents: -500)] {
            let outcome = try await store.charge(
                ChargeRequest(account: everyday.id, amount: amount, merchant: "X"), for: ada.id)
            #expect(outcome == .declined(amount: amount, spendable: .dollars(50)))
        }
        #expect(try store.accounts(of: ada.id) == [everyday])
    }

    @Test func signingInFailsAlikeForAWrongPasswordAndAnUnknownName() async {
        #expect(await store.authenticate(Credentials(username: "ada", password: "lovelace")) == .success(ada))
        #expect(
            await store.authenticate(Credentials(username: "ada", password: "babbage")) == .failure(.wrongCredentials))
        #expect(
            await store.authenticate(Credentials(username: "grace", password: "hopper")) == .failure(.wrongCredentials))
        #expect(await store.authenticate(Credentials(username: "", password: "")) == .failure(.wrongCredentials))
    }

    @Test func theDemoDataIsSeededOnceIntoAnEmptyDatabase() async throws {
        let demo = try BankStore.inMemory()
        try demo.seedDemoDataIfEmpty()
        try demo.seedDemoDataIfEmpty()
        let ada = try #require(try? await demo.authenticate(Credentials(username: "ada", password: "lovelace")).get())
        let accounts = try demo.accounts(of: ada.id)
        #expect(accounts.map(\.name) == ["Everyday", "Savings"])
        #expect(accounts.map(\.available) == [Money(cents: 125_000), Money(cents: 500_000)])
        #expect(accounts.first?.pending.count == 2)
        #expect(accounts.first?.unsyncedCount == 1)
        try store.seedDemoDataIfEmpty()
        #expect(try store.accounts(of: self.ada.id) == [everyday])
    }
}
