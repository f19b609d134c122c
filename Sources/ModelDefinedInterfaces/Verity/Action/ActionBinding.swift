/// What every kind of action is bound to: the action table of the model it was made for (which
/// names the source, tells whether the source is still in that model's epoch, and holds the
/// action's name and body) and its slot there. Equality and hashing look only at which source
/// and which method, never at the model, so the `logIn` of the current model equals the `logIn`
/// of any earlier one.
///
/// NB: a reference and a slot, no name, so that a model of several actions stays small enough
/// to be read in place rather than copied whole wherever a subscriber looks into it.
@usableFromInline
struct ActionBinding: Hashable, Sendable {
    @usableFromInline let table: ActionTable
    @usableFromInline let slot: Int

    @inlinable
    init(table: ActionTable, slot: Int) {
        self.table = table
        self.slot = slot
    }

    /// The method the action stands for.
    var method: String {
        table.name(at: slot)
    }

    var identity: ActionIdentity {
        ActionIdentity(source: table.sourceName, method: method)
    }

    /// Whether the action would run now: its model is current, or the source is still in the
    /// epoch its model was committed in and the current model offers the same method.
    var isCurrent: Bool {
        guard let owner = table.owner else { return table.alwaysRuns }
        switch owner.judge(slot: slot, of: table).0 {
        case .run: return true
        case .refused: return false
        }
    }

    /// Decides whether the action runs, reporting the outcome to observers and the log, and
    /// returns the body to run (its own, or the current model's action of the same name when
    /// the source has been set since but stayed in the same epoch), or `nil` if it is refused.
    ///
    /// NB: inlinable and generic in the input, so that the input is boxed as `any Sendable`
    /// only when an event is reported.
    @inlinable
    func bodyToRun<Input: Sendable, Body: Sendable>(for input: Input, as type: Body.Type = Body.self) -> Body? {
        guard let owner = table.owner else {
            // NB: a table without an owner never changes, so its body is read without a lock.
            if table.alwaysRuns { return table.body(at: slot) as? Body }
            report(input, rejected: .detached, to: [])
            return nil
        }
        let (verdict, observers) = owner.judge(slot: slot, of: table)
        let reason: ActionRejection.Reason
        switch consume verdict {
        case .run(let body):
            if let body = body as? Body {
                if !observers.isEmpty { report(input, rejected: nil, to: observers) }
                return body
            }
            reason = .superseded
        case .refused(let refusal):
            reason = refusal
        }
        report(input, rejected: reason, to: observers)
        return nil
    }

    /// Tells `observers` (and the log, if the invocation was `rejected`) about an invocation.
    @usableFromInline
    func report(_ input: any Sendable, rejected reason: ActionRejection.Reason?, to observers: [ActionObserver]) {
        let event = ActionEvent(action: identity, input: input, outcome: reason.map { .rejected($0) } ?? .executed)
        if reason != nil { VerityLog.write(event.description) }
        for observer in observers { observer(event) }
    }

    @usableFromInline
    func rejection() -> ActionRejection {
        let reason: ActionRejection.Reason =
            if let owner = table.owner { owner.isReleased ? .sourceReleased : .superseded } else { .detached }
        return ActionRejection(action: identity, reason: reason)
    }

    /// A binding to no source, which always runs `body`: for `Action.unbound` and the like.
    static func placeholder(_ method: String, body: any Sendable) -> ActionBinding {
        ActionBinding(
            table: ActionTable(detachedName: "Placeholder", alwaysRuns: true, method: method, body: body), slot: 0)
    }

    /// The binding of `Action.doNothing`, made once: it stands in many models, and runs nothing.
    static let doNothing = ActionBinding(
        table: ActionTable(detachedName: "Placeholder", alwaysRuns: true, method: "doNothing"), slot: 0)

    @usableFromInline
    static func == (lhs: ActionBinding, rhs: ActionBinding) -> Bool {
        if let left = lhs.table.owner, let right = rhs.table.owner {
            return left === right && lhs.method == rhs.method
        }
        // NB: actions of no live source are told apart by the name they describe themselves with.
        return lhs.table.owner == nil && rhs.table.owner == nil
            && lhs.table.sourceName == rhs.table.sourceName && lhs.method == rhs.method
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(table.owner?.id ?? 0)
        hasher.combine(method)
    }
}

extension ActionBinding: Codable {
    /// NB: only the identity is encoded. A decoded action belongs to no live source, so it
    /// compares and prints like the original but refuses to run (reason `.detached`).
    @usableFromInline
    init(from decoder: any Decoder) throws {
        let identity = try ActionIdentity(from: decoder)
        self.init(
            table: ActionTable(detachedName: identity.source, alwaysRuns: false, method: identity.method), slot: 0)
    }

    @usableFromInline
    func encode(to encoder: any Encoder) throws {
        try identity.encode(to: encoder)
    }
}
