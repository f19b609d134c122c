import BankCore
import Foundation
import GRDB

extension BankStore {
    /// Opens an account for a customer with an available balance (zero or more).
    ///
    /// - Throws: `.emptyName`, `.invalidAmount` for a negative balance, `.unknownCustomer`, or
    ///   `.database`.
    @discardableResult
    public func addAccount(named name: String, for customer: CustomerID, available: Money) throws(BankStoreError)
        -> Account
    {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw .emptyName }
        guard available >= .zero else { throw .invalidAmount(available) }
        return try database {
            try writer.write { db in try Self.insertAccount(named: name, for: customer, available: available, in: db) }
        }
    }

    static func insertAccount(named name: String, for customer: CustomerID, available: Money, in db: Database) throws
        -> Account
    {
        guard try Row.fetchOne(db, sql: "SELECT 1 FROM customers WHERE id = ?", arguments: [customer.rawValue]) != nil
        else {
            throw BankStoreError.unknownCustomer(customer)
        }
        let account = Account(id: AccountID(UUID().uuidString.lowercased()), name: name, available: available)
        try db.execute(
            sql: "INSERT INTO accounts (id, customer_id, name, available_cents) VALUES (?, ?, ?, ?)",
            arguments: [account.id.rawValue, customer.rawValue, name, available.cents])
        return account
    }

    /// The customer's accounts in the order they were opened, each with the figures of all
    /// its pending charges and the newest `PendingPage.defaultSize` of them, newest first. An
    /// unknown customer has none.
    public func accounts(of customer: CustomerID) throws(BankStoreError) -> [Account] {
        try database { try writer.read { db in try Self.fetchAccounts(db, of: customer) } }
    }

    /// NB: reads the running figures and one page per account, never the whole history: this
    /// runs after every change the customer's live accounts observe.
    static func fetchAccounts(_ db: Database, of customer: CustomerID) throws -> [Account] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT id, name, available_cents, pending_count, pending_cents, unsynced_count
                FROM accounts WHERE customer_id = ? ORDER BY rowid
                """,
            arguments: [customer.rawValue]
        ).map { row in
            let id = AccountID(try row.decode(String.self, forColumn: "id"))
            return Account(
                id: id,
                name: try row.decode(String.self, forColumn: "name"),
                available: Money(cents: try row.decode(Int64.self, forColumn: "available_cents")),
                newestPending: try fetchPending(db, of: id, before: nil, limit: PendingPage.defaultSize),
                figures: PendingFigures(
                    count: try row.decode(Int.self, forColumn: "pending_count"),
                    total: Money(cents: try row.decode(Int64.self, forColumn: "pending_cents")),
                    unsynced: try row.decode(Int.self, forColumn: "unsynced_count")))
        }
    }

    /// What the overdraft rule needs of account `id`, and who owns it: the running figures, so
    /// a charge costs the same however many charges are pending.
    static func fetchBalance(_ db: Database, id: AccountID) throws
        -> (available: Money, pendingTotal: Money, owner: CustomerID)?
    {
        guard
            let row = try Row.fetchOne(
                db, sql: "SELECT customer_id, available_cents, pending_cents FROM accounts WHERE id = ?",
                arguments: [id.rawValue])
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
