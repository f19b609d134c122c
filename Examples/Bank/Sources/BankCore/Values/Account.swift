/// An account with its available balance and the charges pending against it.
///
/// ```swift
/// let everyday = Account(id: "a1", name: "Everyday", available: .dollars(50), pending: [bakery])
/// everyday.spendable   // $50.00 minus the pending total
/// ```
public struct Account: Sendable, Hashable, Identifiable {
    /// The account's identifier.
    public var id: AccountID
    /// The account's name, such as `Everyday`.
    public var name: String
    /// The available balance: what the bank has settled, before pending charges.
    public var available: Money
    /// The approved charges not yet settled, oldest first.
    public var pending: [Transaction]

    /// Creates an account.
    public init(id: AccountID, name: String, available: Money, pending: [Transaction] = []) {
        self.id = id
        self.name = name
        self.available = available
        self.pending = pending
    }

    /// The sum of the pending charges.
    public var pendingTotal: Money {
        pending.map(\.amount).sum()
    }

    /// What the customer can still spend: the available balance minus the pending charges.
    public var spendable: Money {
        available - pendingTotal
    }

    /// How many pending charges have not been synced to the bank yet.
    public var unsyncedCount: Int {
        pending.count { !$0.isSynced }
    }
}

extension Sequence where Element == Account {
    /// How many pending charges across these accounts have not been synced to the bank yet.
    public var unsyncedCount: Int {
        reduce(0) { $0 + $1.unsyncedCount }
    }
}
