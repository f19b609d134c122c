extension Account: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, name, available, pending, pendingCount, pendingTotal, unsyncedCount, spendable
    }

    /// Reads an account. With `pendingCount`, `pendingTotal` and `unsyncedCount` present, the
    /// list is taken as the newest page and those as the figures of all; without them, the list
    /// is taken as every pending charge and the figures are counted from it. `spendable` is
    /// always computed again.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(AccountID.self, forKey: .id)
        let name = try container.decode(String.self, forKey: .name)
        let available = try container.decode(Money.self, forKey: .available)
        let pending = try container.decode([Transaction].self, forKey: .pending)
        if let count = try container.decodeIfPresent(Int.self, forKey: .pendingCount),
            let total = try container.decodeIfPresent(Money.self, forKey: .pendingTotal),
            let unsynced = try container.decodeIfPresent(Int.self, forKey: .unsyncedCount)
        {
            self.init(
                id: id, name: name, available: available, newestPending: pending,
                figures: PendingFigures(count: count, total: total, unsynced: unsynced))
        } else {
            self.init(id: id, name: name, available: available, pending: pending)
        }
    }

    /// Writes the account together with the figures of all its pending charges and the
    /// spendable amount, so that clients of the JSON API never compute money themselves.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(available, forKey: .available)
        try container.encode(pending, forKey: .pending)
        try container.encode(pendingCount, forKey: .pendingCount)
        try container.encode(pendingTotal, forKey: .pendingTotal)
        try container.encode(unsyncedCount, forKey: .unsyncedCount)
        try container.encode(spendable, forKey: .spendable)
    }
}
