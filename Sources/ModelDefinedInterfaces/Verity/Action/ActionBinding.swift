/// What every kind of action shares: the source and model generation it is bound to, and the
/// method name it stands for. Equality and hashing look only at which source and which method,
/// never at the generation, so the `logIn` of today's model equals the `logIn` of yesterday's.
@usableFromInline
struct ActionBinding: Hashable, Sendable {
    @usableFromInline let header: SourceHeader
    @usableFromInline let generation: UInt64
    @usableFromInline let method: String

    var identity: ActionIdentity {
        header.identity(method)
    }

    /// Whether the model this action was made for is still its source's current model.
    var isCurrent: Bool {
        header.currentGeneration.value == generation
    }

    /// The fast path of every invocation: the model is current and nobody observes actions,
    /// so there is nothing to report. Two atomic loads, no allocation.
    @inlinable
    var isCurrentAndUnobserved: Bool {
        header.currentGeneration.value == generation && header.observerCount.value == 0
    }

    /// The slow path: decides again, reporting the outcome to observers and the log.
    @usableFromInline
    func admit(_ input: any Sendable) -> Bool {
        header.admit(method: method, generation: generation, input: input)
    }

    @usableFromInline
    func rejection() -> ActionRejection {
        let current = header.currentGeneration.value
        let reason: ActionRejection.Reason =
            if header.id == 0 { .detached } else if current == SourceHeader.released { .sourceReleased } else { .superseded }
        return ActionRejection(action: identity, reason: reason)
    }

    static func placeholder(_ method: String) -> ActionBinding {
        ActionBinding(header: .placeholders, generation: 0, method: method)
    }

    @usableFromInline
    static func == (lhs: ActionBinding, rhs: ActionBinding) -> Bool {
        guard lhs.method == rhs.method else { return false }
        if lhs.header === rhs.header { return true }
        // NB: only detached headers (id 0) are ever distinct objects with the same identity.
        return lhs.header.id == 0 && rhs.header.id == 0 && lhs.header.name == rhs.header.name
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(header.id)
        hasher.combine(method)
    }
}

extension ActionBinding: Codable {
    /// NB: only the identity is encoded. A decoded action belongs to no live source, so it
    /// compares and prints like the original but refuses to run (reason `.detached`).
    @usableFromInline
    init(from decoder: any Decoder) throws {
        let identity = try ActionIdentity(from: decoder)
        self.init(header: SourceHeader(detachedName: identity.source, alwaysCurrent: false), generation: 0, method: identity.method)
    }

    @usableFromInline
    func encode(to encoder: any Encoder) throws {
        try identity.encode(to: encoder)
    }
}
