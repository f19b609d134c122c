import BankCore
import Foundation
import GRDB

extension BankStore {
    /// Opens an account for a customer with an available balance (zero or more).
    ///
    /// - Throws: `.emptyName`, `.invalidAmount` for a negative balance, `.unknownCustomer`, or
    ///   `.database`.
    @discardableResult
    public func addAccount(named name: String, for customer: CustomerID, available: Money) throws(BankStoreError) -> Account {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw .emptyName }
        guard available >= .zero else { throw .invalidAmount(available) }
        return try database {
            try writer.write { db in try Self.insertAccount(named: name, for: customer, available: available, in: db) }
        }
    }

    static func insertAccount(named name: String, for customer: CustomerID, available: Money, in db: Database) throws -> Account {
        guard try Row.fetchOne(db, sql: "SELECT 1 FROM customers WHERE id = ?", arguments: [customer.rawValue]) != nil else {
            throw BankStoreError.unknownCustomer(customer)
        }
        let account = Account(id: AccountID(UUID().uuidString.lowercased()), name: name, available: available)
        try db.execute(
            sql: "INSERT INTO accounts (id, customer_id, name, available_cents) VALUES (?, ?, ?, ?)",
            arguments: [account.id.rawValue, customer.rawValue, name, available.cents])
        return account
    }

    /// The customer's accounts with their pending charges (oldest first), in the order they
    /// were opened. An unknown customer has none.
    public func accounts(of customer: CustomerID) throws(BankStoreError) -> [Account] {
        try database { try writer.read { db in try Self.fetchAccounts(db, of: customer) } }
    }

    static func fetchAccounts(_ db: Database, of customer: CustomerID) throws -> [Account] {
        var accounts = try Row.fetchAll(
            db, sql: "SELECT id, name, available_cents FROM accounts WHERE customer_id = ? ORDER BY rowid",
            arguments: [customer.rawValue]
        ).map { row in
            Account(
                id: AccountID(try row.decode(String.self, forColumn: "id")),
                name: try row.decode(String.self, forColumn: "name"),
                available: Money(cents: try row.decode(Int64.self, forColumn: "available_cents")))
        }
        let pending = try Row.fetchAll(db, sql: """
            SELECT t.id, t.account_id, t.merchant, t.amount_cents, t.is_synced
            FROM transactions t JOIN accounts a ON a.id = t.account_id
            WHERE a.customer_id = ? AND t.status = 'pending'
            ORDER BY t.rowid
            """, arguments: [customer.rawValue]
        ).map(transaction(from:))
        let byAccount = Dictionary(grouping: pending, by: \.account)
        for index in accounts.indices {
            accounts[index].pending = byAccount[accounts[index].id] ?? []
        }
        return accounts
    }

    /// What the overdraft rule needs of account `id`, and who owns it.
    ///
    /// NB: the pending total is summed by SQLite (over the `transactions_by_account` index)
    /// rather than by loading every pending row, so a charge costs about the same however many
    /// charges are pending; loading them made a long load test quadratic.
    static func fetchBalance(_ db: Database, id: AccountID) throws
        -> (available: Money, pendingTotal: Money, owner: CustomerID)?
    {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT a.customer_id, a.available_cents,
                   (SELECT COALESCE(SUM(t.amount_cents), 0) FROM transactions t
                    WHERE t.account_id = a.id AND t.status = 'pending') AS pending_cents
            FROM accounts a WHERE a.id = ?
            """, arguments: [id.rawValue])
        else { return nil }
        return (
            available: Money(cents: try row.decode(Int64.self, forColumn: "available_cents")),
            pendingTotal: Money(cents: try row.decode(Int64.self, forColumn: "pending_cents")),
            owner: CustomerID(try row.decode(String.self, forColumn: "customer_id"))
        )
    }

    static func transaction(from row: Row) throws -> Transaction {
        Transaction(
            id: TransactionID(try row.decode(String.self, forColumn: "id")),
            account: AccountID(try row.decode(String.self, forColumn: "account_id")),
            merchant: try row.decode(String.self, forColumn: "merchant"),
            amount: Money(cents: try row.decode(Int64.self, forColumn: "amount_cents")),
            isSynced: try row.decode(Bool.self, forColumn: "is_synced"))
    }
}
