import BankCore
import BankStore
import Hummingbird
@testable import BankWeb

/// An in-memory store with the customer of the requirements: "ada" / "lovelace", whose
/// "Everyday" account holds `available`.
struct TestBank {
    let store: BankStore
    let ada: Customer
    let everyday: Account

    init(available: Money = .dollars(50)) throws {
        store = try BankStore.inMemory()
        ada = try store.addCustomer(username: "ada", password: "lovelace")
        everyday = try store.addAccount(named: "Everyday", for: ada.id, available: available)
    }

    /// The routes over this store, for `application.test(.router)`.
    func application() -> some ApplicationProtocol {
        Application(router: BankApplication(services: store.services()).router())
    }

    /// "Everyday" as the store has it now.
    func everydayNow() throws -> Account? {
        try store.accounts(of: ada.id).first { $0.id == everyday.id }
    }
}
