/// An account with its available balance, the figures of its pending charges, and the newest of
/// those charges.
///
/// An account may hold every pending charge (`init(id:name:available:pending:)`, as tests and
/// small arrangements make it) or only the newest page of them with the figures for all
/// (`init(id:name:available:newestPending:figures:)`, as the store makes it, so that showing an
/// account costs the same with ten pending charges or ten thousand). The figures are always
/// for every pending charge; `PendingPage` reads the rest.
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
    /// The pending charges this value holds: all of them, or the newest
    /// `PendingPage.defaultSize` (newest first) when the store has more.
    ///
    /// NB: editing the list of an account that holds all its charges keeps the figures in
    /// step (tests build ledgers that way); editing a partial list changes only the list.
    public var pending: [Transaction] {
        didSet {
            if oldValue.count == figures.count { figures = PendingFigures(pending) }
        }
    }
    /// Count, total and unsynced count of all the account's pending charges.
    public private(set) var figures: PendingFigures

    /// Creates an account holding all its pending charges.
    public init(id: AccountID, name: String, available: Money, pending: [Transaction] = []) {
        self.id = id
        self.name = name
        self.available = available
        self.pending = pending
        self.figures = PendingFigures(pending)
    }

    /// Creates an account holding the newest of its pending charges, with the figures of all
    /// of them.
    public init(id: AccountID, name: String, available: Money, newestPending: [Transaction], figures: PendingFigures) {
        self.id = id
        self.name = name
        self.available = available
        self.pending = newestPending
        self.figures = figures
    }

    /// The sum of all the pending charges.
    public var pendingTotal: Money {
        figures.total
    }

    /// How many charges are pending, including those this value does not hold.
    public var pendingCount: Int {
        figures.count
    }

    /// Whether the store holds pending charges older than those in `pending`.
    public var hasOlderPending: Bool {
        figures.count > pending.count
    }

    /// What the customer can still spend: the available balance minus the pending charges.
    public var spendable: Money {
        available - pendingTotal
    }

    /// How many pending charges have not been synced to the bank yet.
    public var unsyncedCount: Int {
        figures.unsynced
    }
}

extension Sequence where Element == Account {
    /// How many pending charges across these accounts have not been synced to the bank yet.
    public var unsyncedCount: Int {
        reduce(0) { $0 + $1.unsyncedCount }
    }
}
