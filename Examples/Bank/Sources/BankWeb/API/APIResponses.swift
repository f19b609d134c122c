import BankCore

/// `201` to `POST /api/sessions`.
struct TokenResponse: Encodable, Sendable {
    var token: String
}

/// `200` to `GET /api/accounts`.
struct AccountsResponse: Encodable, Sendable {
    var customer: Customer
    var accounts: [Account]
    var unsyncedCount: Int
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
