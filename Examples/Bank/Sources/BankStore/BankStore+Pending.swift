import BankCore
import GRDB

extension BankStore {
    /// One page of the pending charges of `customer`'s account, newest first.
    ///
    /// Charges are ordered as they were recorded; a page starts next to a charge, not at a
    /// number, so pages read one after another never repeat or skip one while new charges
    /// arrive. A page costs the same wherever it is in a long history (the index on the
    /// account leads straight to its start).
    public func pendingPage(_ request: PendingPageRequest, for customer: CustomerID) throws(PendingPageError)
        -> PendingPage
    {
        let result: Result<PendingPage, PendingPageError>
        do {
            result = try writer.read { db in try Self.fetchPage(db, request, for: customer) }
        } catch {
            switch Self.storeError(error) {
            case .busy: throw .notRead(.busy)
            case let other: throw .notRead(.failed(other.description))
            }
        }
        return try result.get()
    }

    static func fetchPage(_ db: Database, _ request: PendingPageRequest, for customer: CustomerID) throws
        -> Result<PendingPage, PendingPageError>
    {
        guard try fetchBalance(db, id: request.account)?.owner == customer else {
            return .failure(.unknownAccount(request.account))
        }
        switch request.position {
        case .newest:
            let charges = try fetchPending(db, of: request.account, before: nil, limit: request.limit + 1)
            return .success(page(charges, limit: request.limit, older: true, startsNewest: true))
        case .olderThan(let id):
            guard let start = try rowid(of: id, on: request.account, in: db) else {
                return .failure(.unknownPosition(id))
            }
            let charges = try fetchPending(db, of: request.account, before: start, limit: request.limit + 1)
            return .success(page(charges, limit: request.limit, older: true, startsNewest: false))
        case .newerThan(let id):
            guard let start = try rowid(of: id, on: request.account, in: db) else {
                return .failure(.unknownPosition(id))
            }
            let charges = try Row.fetchAll(
                db,
                sql: """
                    SELECT id, account_id, merchant, amount_cents, is_synced FROM transactions
                    WHERE account_id = ? AND status = 'pending' AND rowid > ? ORDER BY rowid LIMIT ?
                    """, arguments: [request.account.rawValue, start, request.limit + 1]
            ).map(transaction(from:))
            return .success(page(charges, limit: request.limit, older: false, startsNewest: false))
        }
    }

    /// `fetched` holds up to one charge more than a page, read away from the starting point
    /// (towards older ones when `older`); the extra one says whether the next page exists.
    private static func page(_ fetched: [Transaction], limit: Int, older: Bool, startsNewest: Bool) -> PendingPage {
        let more = fetched.count > limit
        let kept = Array(fetched.prefix(limit))
        if older {
            return PendingPage(
                charges: kept, older: more ? kept.last?.id : nil, newer: startsNewest ? nil : kept.first?.id)
        }
        let charges = Array(kept.reversed())
        return PendingPage(charges: charges, older: charges.last?.id, newer: more ? charges.first?.id : nil)
    }

    private static func rowid(of id: TransactionID, on account: AccountID, in db: Database) throws -> Int64? {
        try Int64.fetchOne(
            db, sql: "SELECT rowid FROM transactions WHERE id = ? AND account_id = ? AND status = 'pending'",
            arguments: [id.rawValue, account.rawValue])
    }

    /// Up to `limit` of the account's pending charges, newest first, older than the charge at
    /// `before` (a rowid) when given.
    static func fetchPending(_ db: Database, of account: AccountID, before: Int64?, limit: Int) throws -> [Transaction]
    {
        let rows: [Row]
        if let before {
            rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT id, account_id, merchant, amount_cents, is_synced FROM transactions
                    WHERE account_id = ? AND status = 'pending' AND rowid < ? ORDER BY rowid DESC LIMIT ?
                    """, arguments: [account.rawValue, before, limit])
        } else {
            rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT id, account_id, merchant, amount_cents, is_synced FROM transactions
                    WHERE account_id = ? AND status = 'pending' ORDER BY rowid DESC LIMIT ?
                    """, arguments: [account.rawValue, limit])
        }
        return try rows.map(transaction(from:))
    }
}
