extension Account: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, name, available, pending, pendingTotal, spendable
    }

    /// Reads an account; the derived totals, if present, are ignored and computed again.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(AccountID.self, forKey: .id),
            name: try container.decode(String.self, forKey: .name),
            available: try container.decode(Money.self, forKey: .available),
            pending: try container.decode([Transaction].self, forKey: .pending)
        )
    }

    /// Writes the account together with its pending total and spendable amount, so that
    /// clients of the JSON API never compute money themselves.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(available, forKey: .available)
        try container.encode(pending, forKey: .pending)
        try container.encode(pendingTotal, forKey: .pendingTotal)
        try container.encode(spendable, forKey: .spendable)
    }
}
