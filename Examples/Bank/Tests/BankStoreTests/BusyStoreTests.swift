import BankCore
import BankStore
import Dispatch
import Foundation
import GRDB
import Testing

/// Another connection (another process, another demo on the same file) holding the write lock.
@Suite("A busy database")
struct BusyStoreTests {
    @Test("A charge while another connection holds the write lock is 'not decided: busy', never declined; once it lets go the charge is approved")
    func busyIsNotADecline() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path("bank.sqlite")
        let store = try BankStore.open(path: path, passwordCost: 4, busyTimeout: .milliseconds(100))
        let ada = try store.addCustomer(username: "ada", password: "lovelace")
        let everyday = try store.addAccount(named: "Everyday", for: ada.id, available: .dollars(50))
        let request = ChargeRequest(account: everyday.id, amount: .dollars(1), merchant: "Bakery")

        let other = try DatabaseQueue(path: path)
        let held = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        // NB: on a thread of its own: the other connection blocks while it holds the lock.
        DispatchQueue.global().async {
            try? other.write { db in
                try db.execute(sql: "UPDATE accounts SET name = name")
                held.signal()
                release.wait()
            }
        }
        held.wait()
        // NB: the other connection lets go only once the charge has answered, so a charge
        // that waited for it without bound would never answer and the test would not end.
        let whileHeld = await store.services().charge(ada.id, request)
        release.signal()

        #expect(whileHeld == .notDecided(.busy))
        #expect(try store.accounts(of: ada.id).first?.pending == [])
        let afterwards = await store.services().charge(ada.id, request)
        #expect(afterwards.isApproved)
    }
}
