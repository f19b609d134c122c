import BankCore
import Foundation
import GRDB
import HummingbirdBcrypt

extension BankStore {
    /// The demo customer's user name.
    public static let demoUsername = "ada"
    /// The demo customer's password.
    public static let demoPassword = "lovelace"

    /// Adds the demo customer, ada (password lovelace), with an "Everyday" account of
    /// $1,250.00 holding two pending charges (one already synced) and a "Savings" account of
    /// $5,000.00, in one transaction, unless the database already has customers.
    public func seedDemoDataIfEmpty() throws(BankStoreError) {
        let hash = Bcrypt.hash(Self.demoPassword, cost: passwordCost)
        try database {
            try writer.write { db in
                guard try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM customers") == 0 else { return }
                let ada = try Self.insertCustomer(username: Self.demoUsername, passwordHash: hash, in: db)
                let everyday = try Self.insertAccount(
                    named: "Everyday", for: ada.id, available: Money(cents: 125_000), in: db)
                _ = try Self.insertAccount(named: "Savings", for: ada.id, available: Money(cents: 500_000), in: db)
                for (cents, merchant, synced) in [(Int64(1_250), "Corner Shop", true), (475, "Bakery", false)] {
                    let transaction = Transaction(
                        id: TransactionID(UUID().uuidString.lowercased()), account: everyday.id, merchant: merchant,
                        amount: Money(cents: cents), isSynced: synced)
                    try Self.insert(transaction, in: db)
                }
            }
        }
    }
}
