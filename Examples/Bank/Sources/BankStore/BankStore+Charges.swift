import BankCore
import Foundation
import GRDB

extension BankStore {
    /// Decides and records a charge for `customer` in one write transaction: reads the account's
    /// available balance and pending total, asks `OverdraftRule`, and inserts the pending transaction if
    /// approved. Writes are serialised, so concurrent charges can never spend the same
    /// dollars. Declined charges are not stored.
    ///
    /// An account that does not exist or belongs to someone else is `.unknownAccount`.
    public func charge(_ request: ChargeRequest, for customer: CustomerID) async throws(BankStoreError) -> ChargeOutcome
    {
        let merchant = request.merchant.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !merchant.isEmpty else { throw .emptyName }
        let id = TransactionID(UUID().uuidString.lowercased())
        return try await awaitingDatabase {
            try await writer.write { db -> ChargeOutcome in
                guard let balance = try Self.fetchBalance(db, id: request.account), balance.owner == customer else {
                    return .unknownAccount(request.account)
                }
                switch OverdraftRule.decide(
                    request.amount, available: balance.available, pendingTotal: balance.pendingTotal)
                {
                case .declined(let spendable):
                    return .declined(amount: request.amount, spendable: spendable)
                case .approved:
                    let transaction = Transaction(
                        id: id, account: request.account, merchant: merchant, amount: request.amount, isSynced: false)
                    try Self.insert(transaction, in: db)
                    return .approved(transaction)
                }
            }
        }
    }

    /// Records a pending charge as it stands, without asking the overdraft rule: for arranging
    /// data (tests, the demo's seed), not for customers.
    ///
    /// - Throws: `.invalidAmount` unless the amount is greater than zero, `.emptyName` for an
    ///   empty merchant, `.unknownAccount`, or `.database`.
    @discardableResult
    public func addPendingCharge(_ request: ChargeRequest, synced: Bool = false) throws(BankStoreError) -> Transaction {
        let merchant = request.merchant.trimmingCharacters(in: .whitespacesAndNewlines)
        guard request.amount > .zero else { throw .invalidAmount(request.amount) }
        guard !merchant.isEmpty else { throw .emptyName }
        let transaction = Transaction(
            id: TransactionID(UUID().uuidString.lowercased()), account: request.account, merchant: merchant,
            amount: request.amount, isSynced: synced)
        try database {
            try writer.write { db in try Self.insertArranged(transaction, in: db) }
        }
        return transaction
    }

    /// Inserts an arranged transaction after checking that its account exists.
    static func insertArranged(_ transaction: Transaction, in db: Database) throws {
        guard
            try Row.fetchOne(db, sql: "SELECT 1 FROM accounts WHERE id = ?", arguments: [transaction.account.rawValue])
                != nil
        else { throw BankStoreError.unknownAccount(transaction.account) }
        try insert(transaction, in: db)
    }

    static func insert(_ transaction: Transaction, in db: Database) throws {
        try db.execute(
            sql: "INSERT INTO transactions (id, account_id, merchant, amount_cents, is_synced) VALUES (?, ?, ?, ?, ?)",
            arguments: [
                transaction.id.rawValue, transaction.account.rawValue, transaction.merchant, transaction.amount.cents,
                transaction.isSynced,
            ])
    }
}
