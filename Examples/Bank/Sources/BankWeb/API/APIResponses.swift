import BankCore

/// `201` to `POST /api/sessions`.
struct TokenResponse: Encodable, Sendable {
    var token: String
}

/// `200` to `GET /api/accounts`: each account with the figures of all its pending charges,
/// its newest `PendingPage.defaultSize` of them, and where the older ones are (`olderPending`,
/// `null` when there are none).
struct AccountsResponse: Encodable, Sendable {
    var customer: Customer
    var accounts: [AccountSummary]
    var unsyncedCount: Int

    init(customer: Customer, accounts: [Account], unsyncedCount: Int) {
        self.customer = customer
        self.accounts = accounts.map(AccountSummary.init)
        self.unsyncedCount = unsyncedCount
    }

    /// The account as `Account` encodes it, plus the link to its older pending charges.
    ///
    /// NB: every key written here rather than by `Account.encode(to:)` and then a second
    /// container: JSONEncoder kept only the first container's keys.
    struct AccountSummary: Encodable, Sendable {
        var account: Account

        private enum CodingKeys: String, CodingKey {
            case id, name, available, pending, pendingCount, pendingTotal, unsyncedCount, spendable, olderPending
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(account.id, forKey: .id)
            try container.encode(account.name, forKey: .name)
            try container.encode(account.available, forKey: .available)
            try container.encode(account.pending, forKey: .pending)
            try container.encode(account.pendingCount, forKey: .pendingCount)
            try container.encode(account.pendingTotal, forKey: .pendingTotal)
            try container.encode(account.unsyncedCount, forKey: .unsyncedCount)
            try container.encode(account.spendable, forKey: .spendable)
            let older = account.hasOlderPending ? account.pending.last : nil
            try container.encode(
                older.map { "/api/accounts/\(account.id.rawValue)/pending?after=\($0.id.rawValue)" },
                forKey: .olderPending)
        }
    }
}

/// `201` (approved) or `402` (declined) to `POST /api/accounts/{id}/charges`.
struct ChargeResponse: Encodable, Sendable {
    var decision: String
    var transaction: Transaction?
    var spendable: Money?
    var error: String?
}

/// `200` to `POST /api/sync`.
struct SyncResponse: Encodable, Sendable {
    var synced: Int
}

/// `200` to the sign-out calls: where the session is now.
struct SignOutStateResponse: Encodable, Sendable {
    var state: String
    var unsyncedCount: Int?
}

/// `200` to `GET /api/accounts/{id}/pending`: one page of the account's pending charges, newest
/// first, the figures of all of them, and the addresses of the pages next to it (`null` at
/// either end).
struct PendingPageResponse: Encodable, Sendable {
    var account: AccountID
    var pendingCount: Int
    var pendingTotal: Money
    var charges: [Transaction]
    var older: String?
    var newer: String?

    init(account: Account, page: PendingPage, limit: Int) {
        self.account = account.id
        pendingCount = account.pendingCount
        pendingTotal = account.pendingTotal
        charges = page.charges
        let base = "/api/accounts/\(account.id.rawValue)/pending"
        older = page.older.map { "\(base)?after=\($0.rawValue)&limit=\(limit)" }
        newer = page.newer.map { "\(base)?before=\($0.rawValue)&limit=\(limit)" }
    }

    private enum CodingKeys: String, CodingKey {
        case account, pendingCount, pendingTotal, charges, older, newer
    }

    /// NB: written by hand so that a missing link is `null` rather than a missing key.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(account, forKey: .account)
        try container.encode(pendingCount, forKey: .pendingCount)
        try container.encode(pendingTotal, forKey: .pendingTotal)
        try container.encode(charges, forKey: .charges)
        try container.encode(older, forKey: .older)
        try container.encode(newer, forKey: .newer)
    }
}
