/// What every kind of action shares: the source and model generation it is bound to, and the
/// method name it stands for. Equality and hashing look only at which source and which method,
/// never at the generation, so the `logIn` of today's model equals the `logIn` of yesterday's.
struct ActionBinding: Hashable, Sendable {
    let header: SourceHeader
    let generation: UInt64
    let method: String

    var identity: ActionIdentity {
        header.identity(method)
    }

    /// Whether the model this action was made for is still its source's current model.
    var isCurrent: Bool {
        header.currentGeneration.value == generation
    }

    func admit(_ input: any Sendable) -> Bool {
        header.admit(method: method, generation: generation, input: input)
    }

    func rejection() -> ActionRejection {
        let current = header.currentGeneration.value
        let reason: ActionRejection.Reason =
            if header.id == 0 { .detached } else if current == SourceHeader.released { .sourceReleased } else { .superseded }
        return ActionRejection(action: identity, reason: reason)
    }

    static func placeholder(_ method: String) -> ActionBinding {
        ActionBinding(header: .placeholders, generation: 0, method: method)
    }

    static func == (lhs: ActionBinding, rhs: ActionBinding) -> Bool {
        guard lhs.method == rhs.method else { return false }
        if lhs.header === rhs.header { return true }
        // NB: only detached headers (id 0) are ever distinct objects with the same identity.
        return lhs.header.id == 0 && rhs.header.id == 0 && lhs.header.name == rhs.header.name
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(header.id)
        hasher.combine(method)
    }
}

extension ActionBinding: Codable {
    /// NB: only the identity is encoded. A decoded action belongs to no live source, so it
    /// compares and prints like the original but refuses to run (reason `.detached`).
    init(from decoder: any Decoder) throws {
        let identity = try ActionIdentity(from: decoder)
        self.init(header: SourceHeader(detachedName: identity.source, alwaysCurrent: false), generation: 0, method: identity.method)
    }

    func encode(to encoder: any Encoder) throws {
        try identity.encode(to: encoder)
    }
}
