/// What every kind of action is bound to: the emission of the model it was made for (which
/// names the source and the model's generation, and tells whether the source is still in that
/// model's state) and its slot there, which names the method it stands for.
/// Equality and hashing look only at which source and which method, never at the generation,
/// so the `logIn` of today's model equals the `logIn` of yesterday's.
@usableFromInline
struct ActionBinding: Hashable, Sendable {
    @usableFromInline let emission: Emission
    @usableFromInline let slot: UInt32

    @inlinable
    init(emission: Emission, slot: UInt32) {
        self.emission = emission
        self.slot = slot
    }

    var header: SourceHeader {
        emission.header
    }

    var method: String {
        emission.method(at: slot)
    }

    var identity: ActionIdentity {
        header.identity(method)
    }

    /// Whether the action would run now: its model is current, or the source is still in the
    /// state its model was in and the current model offers the same method.
    var isCurrent: Bool {
        header.isCurrent(emission: emission, slot: slot)
    }

    /// Decides again, reporting the outcome to observers and the log, and returns the body to
    /// run (`own`, or the current model's action of the same name when the source has emitted
    /// since but stayed in the same state), or `nil` if the action is refused.
    ///
    /// NB: generic in the input, so that it is boxed as `any Sendable` only when an event is
    /// reported, not on every invocation of an earlier model's action.
    @inlinable
    func admit<Input: Sendable, Body: StoredBody>(_ input: Input, own: Body?) -> Body? {
        emission.header.admit(emission: emission, slot: slot, input: input, own: own)
    }

    @usableFromInline
    func rejection() -> ActionRejection {
        ActionRejection(action: identity, reason: header.rejectionReason())
    }

    /// A binding to no source, which always runs: for `Action.unbound` and the like.
    static func placeholder(_ method: String) -> ActionBinding {
        ActionBinding(emission: Emission(header: .placeholders, method: method), slot: 0)
    }

    /// `placeholder("doNothing")`, made once: `Action.doNothing` stands in many models.
    static let doNothing = placeholder("doNothing")

    @usableFromInline
    static func == (lhs: ActionBinding, rhs: ActionBinding) -> Bool {
        // NB: the same action (a view comparing the model it drew with itself, say) is told
        // without reading the method names under the source's lock: an emission is reused
        // only once no action made from it is left, so one slot of it names one method.
        if lhs.emission === rhs.emission && lhs.slot == rhs.slot { return true }
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
        let header = SourceHeader(detachedName: identity.source, alwaysCurrent: false)
        self.init(emission: Emission(header: header, method: identity.method), slot: 0)
    }

    @usableFromInline
    func encode(to encoder: any Encoder) throws {
        try identity.encode(to: encoder)
    }
}
