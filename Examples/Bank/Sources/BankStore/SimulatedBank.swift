import BankCore
import GRDB

/// The bank that synced charges go to, simulated inside the store's database (the
/// `bank_received` table). It can be switched off, to see what happens when the bank cannot
/// be reached.
///
/// ```swift
/// store.bank.isReachable = false   // the next sync fails with .bankUnreachable
/// ```
public final class SimulatedBank: Sendable {
    /// One charge the bank has received.
    public struct ReceivedCharge: Sendable, Hashable, Codable {
        /// The transaction it came from.
        public var transaction: TransactionID
        /// The account it was charged to.
        public var account: AccountID
        /// Where the card was used.
        public var merchant: String
        /// How much.
        public var amount: Money

        /// Creates a received charge.
        public init(transaction: TransactionID, account: AccountID, merchant: String, amount: Money) {
            self.transaction = transaction
            self.account = account
            self.merchant = merchant
            self.amount = amount
        }
    }

    private let reachable = Guarded(true)
    private let reader: any DatabaseReader

    init(writer: any DatabaseReader) {
        reader = writer
    }

    /// Whether the bank answers. While it does not, every sync fails and changes nothing.
    public var isReachable: Bool {
        get { reachable.withLock { $0 } }
        set { reachable.withLock { $0 = newValue } }
    }

    /// Every charge the bank has received, in the order it received them.
    public func received() throws(BankStoreError) -> [ReceivedCharge] {
        do {
            return try reader.read { db in
                try Row.fetchAll(
                    db,
                    sql: """
                        SELECT transaction_id, account_id, merchant, amount_cents FROM bank_received ORDER BY rowid
                        """
                ).map { row in
                    ReceivedCharge(
                        transaction: TransactionID(try row.decode(String.self, forColumn: "transaction_id")),
                        account: AccountID(try row.decode(String.self, forColumn: "account_id")),
                        merchant: try row.decode(String.self, forColumn: "merchant"),
                        amount: Money(cents: try row.decode(Int64.self, forColumn: "amount_cents"))
                    )
                }
            }
        } catch {
            throw .database(BankStore.reason(error))
        }
    }
}
