import BankCore
import GRDB

extension BankStore {
    /// Sends every unsynced pending charge of the customer to the bank: copies them into
    /// `bank_received` and marks them synced, in one transaction. Returns how many.
    ///
    /// - Throws: `.bankUnreachable` (changing nothing) while `bank.isReachable` is off.
    public func sync(_ customer: CustomerID) async throws(SyncError) -> Int {
        guard bank.isReachable else { throw .bankUnreachable }
        do {
            return try await writer.write { db in
                let condition = """
                    is_synced = 0 AND status = 'pending'
                    AND account_id IN (SELECT id FROM accounts WHERE customer_id = ?)
                    """
                try db.execute(
                    sql: """
                        INSERT INTO bank_received (transaction_id, account_id, merchant, amount_cents)
                        SELECT id, account_id, merchant, amount_cents FROM transactions WHERE \(condition) ORDER BY rowid
                        """, arguments: [customer.rawValue])
                try db.execute(
                    sql: "UPDATE transactions SET is_synced = 1 WHERE \(condition)", arguments: [customer.rawValue])
                return db.changesCount
            }
        } catch {
            // NB: a failed transaction changed nothing, which is what "unreachable" promises;
            // the customer is told to try again either way.
            throw .bankUnreachable
        }
    }
}
