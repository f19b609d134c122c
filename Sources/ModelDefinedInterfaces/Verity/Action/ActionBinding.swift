/// What every kind of action shares: the source and model generation it is bound to, the
/// emission that model belongs to (which tells whether the source is still in that model's
/// state), and the method name it stands for. Equality and hashing look only at which source
/// and which method, never at the generation, so the `logIn` of today's model equals the
/// `logIn` of yesterday's.
@usableFromInline
struct ActionBinding: Hashable, Sendable {
    @usableFromInline let header: SourceHeader
    @usableFromInline let generation: UInt64
    @usableFromInline let method: String
    /// `nil` for placeholders and decoded actions, which belong to no emission.
    @usableFromInline let emission: Emission?

    init(header: SourceHeader, generation: UInt64, method: String, emission: Emission? = nil) {
        self.header = header
        self.generation = generation
        self.method = method
        self.emission = emission
    }

    var identity: ActionIdentity {
        header.identity(method)
    }

    /// Whether the action would run now: its model is current, or the source is still in the
    /// state its model was in and the current model offers the same method.
    var isCurrent: Bool {
        header.isCurrent(method: method, generation: generation, emission: emission)
    }

    /// The fast path of every invocation: the model is current and nobody observes actions,
    /// so there is nothing to report. Two atomic loads, no allocation.
    @inlinable
    var isCurrentAndUnobserved: Bool {
        header.currentGeneration.value == generation && header.observerCount.value == 0
    }

    /// The slow path: decides again, reporting the outcome to observers and the log, and
    /// returns the body to run (`own`, or the current model's action of the same name when the
    /// source has emitted since but stayed in the same state), or `nil` if the action is refused.
    @inlinable
    func admit<Body>(_ input: any Sendable, own: Body?) -> Body? {
        header.admit(method: method, generation: generation, emission: emission, input: input, own: own)
    }

    @usableFromInline
    func rejection() -> ActionRejection {
        ActionRejection(action: identity, reason: header.rejectionReason())
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
