import VeritySynchronization

/// The part of a Source that its Actions need: who it is, which generation of its model is
/// current, and who watches its actions. It is not generic, so `Action<Input>` can hold one
/// without knowing the source's model type, and it never refers back to the Source, so actions
/// stored inside a model create no retain cycle.
@usableFromInline
final class SourceHeader: Sendable {
    /// Distinguishes sources with the same name; 0 is reserved for detached identities.
    @usableFromInline let id: UInt64
    let name: String
    /// The generation of the model the source currently holds. An action is valid only while
    /// this equals the generation it was made for: one atomic load and compare per invocation.
    @usableFromInline let currentGeneration: AtomicWord
    /// The last generation given to a committed model; generations are never reused. Read and
    /// written only under the source's lock, where models are committed.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var lastGeneration: UInt64 = 0
    /// Names the source's current stay in one state (see `Action`): it changes whenever an
    /// emission moves the source to a different state, and stays when an emission offers the
    /// same actions again. Stored only under the source's lock.
    @usableFromInline let currentEpoch = AtomicWord(1)
    /// The emission of the current model, whose actions are what invocations from earlier
    /// models of the same state run (`nil` when the current model was set without actions),
    /// and the emission before it, kept to be reused. Read and changed only under `lock`;
    /// `currentEpoch` changes inside it when the offer does, so a reader sees the two together.
    @exclusivity(unchecked) private nonisolated(unsafe) var offer = Offer()
    /// The source's lock: held while a model is committed (it guards the source's delivery
    /// state, see `SourceCore`) and while the offer is read or changed.
    ///
    /// NB: one lock for both, so that a commit, which changes both, takes one lock; with a lock
    /// of the offer's own inside the source's, a commit cost two more atomic operations.
    @usableFromInline let lock = ShortLock()
    /// How many actions the current model offers: the likely count of the next one, so that a
    /// factory sizes its list once.
    @usableFromInline let offeredCount = AtomicWord(0)
    /// How many action observers are registered, read without a lock on every invocation so
    /// that unobserved actions pay nothing for observability.
    @usableFromInline let observerCount = AtomicWord(0)
    private let observers = Locked(ObserverList())

    /// Generation value meaning "the source is gone": no action made by it runs any more.
    @usableFromInline static let released = UInt64.max

    private static let ids = AtomicWord(0)

    init(name: String) {
        id = Self.ids.add(1)
        self.name = name
        currentGeneration = AtomicWord(0)
    }

    /// A header for identities that belong to no live source: placeholders and decoded actions.
    init(detachedName name: String, alwaysCurrent: Bool) {
        id = 0
        self.name = name
        currentGeneration = AtomicWord(alwaysCurrent ? 0 : Self.released)
    }

    /// Placeholders (`Action.doNothing`, `Action.unbound`) belong here and always run.
    static let placeholders = SourceHeader(detachedName: "Placeholder", alwaysCurrent: true)

    /// The generation of the model being committed; called under the source's lock.
    ///
    /// NB: a model gets its generation when it is committed, not when its build starts: the
    /// lock already orders commits, so this costs no atomic operation, and a model that is
    /// never committed (declined, or built on a stale basis) never has one.
    @inlinable
    func nextGeneration() -> UInt64 {
        lastGeneration &+= 1
        return lastGeneration
    }

    /// Called under the source's lock when a model is committed: moves to the state that model
    /// is in and returns its epoch. `handed` is the new model's emission (`nil` for a model set
    /// without a factory), with one reference its caller retained for the offer (see
    /// `SourceCore.commit`); `offersActions` says whether the replaced model's state offered
    /// any. `adopted` tells whether the offer kept that reference: it does when the model
    /// offers actions; otherwise the caller releases it, after the lock. The emission it
    /// replaces as the current offer is kept to be reused (see `Offer`).
    ///
    /// NB: the emission comes as `Unmanaged`, so that binding it costs no retain and release.
    @usableFromInline
    func enterState(offering handed: Unmanaged<Emission>?, replacingOffer offersActions: Bool) -> (epoch: UInt64, adopted: Bool) {
        let count = handed?._withUnsafeGuaranteedRef { $0.seal() } ?? 0
        guard let handed, count > 0 else {
            // NB: a model without fresh actions always starts a new state, so `.loading` →
            // `.loaded` is a move even when neither offers an action.
            let epoch = currentEpoch.value &+ 1
            currentEpoch.store(epoch)
            guard offersActions else {
                return (epoch, false)
            }
            offeredCount.store(0)
            offer.replace(adopting: nil)
            return (epoch, false)
        }
        offeredCount.store(UInt64(count))
        let epoch = currentEpoch.value
        let sameNamesAs = handed._withUnsafeGuaranteedRef { emission in
            let sameNamesAs = offer.current?._withUnsafeGuaranteedRef { current in
                emission.offersTheSameMethods(as: current) ? current.generation : 0
            } ?? 0
            emission.sameNamesAsGeneration = sameNamesAs
            return sameNamesAs
        }
        let next = sameNamesAs != 0 ? epoch : epoch &+ 1
        currentEpoch.store(next)
        offer.replace(adopting: handed)
        return (next, true)
    }

    /// An emission for the model about to be built: the one of the model before last if nothing
    /// references it any more (no action of that model is left), or else a new one.
    ///
    /// NB: reusing it spares an allocation, a free and the destruction of every action body
    /// of that model at every emission; see `ActionSlots`.
    @usableFromInline
    func makeEmission() -> Emission {
        lock.lock()
        var spare = offer.takeSpare()
        let retired = offer.takeRetired()
        lock.unlock()
        // NB: emissions the offer could not keep are released here, outside every lock.
        withExtendedLifetime(retired) {}
        // NB: `spare` holds the only reference unless an action of that model is still alive
        // somewhere; then the spare is left to it.
        if isKnownUniquelyReferenced(&spare), let reusable = spare.take() {
            reusable.reuse()
            return reusable
        }
        return Emission(header: self, expected: Int(truncatingIfNeeded: offeredCount.value))
    }

    /// Called under the source's lock when it is released: lets go of the offered bodies,
    /// which refer back to the source.
    func leaveAllStates() -> [Emission] {
        offer.takeAll()
    }

    /// Decides what the action in `slot` of `emission` runs, if anything, and reports the
    /// outcome: `own` when its model is current; when the source has since emitted but is
    /// still in the state the action was taken from, the current model's action of that name
    /// (or `own` if the name is shared by several actions); otherwise nothing.
    ///
    /// NB: inlinable, so that it is specialised for the action's body type.
    @inlinable
    func admit<Input: Sendable, Body: StoredBody>(emission: Emission, slot: UInt32, input: Input, own: Body?) -> Body? {
        let current = currentGeneration.value
        let body: Body? =
            if current == emission.generation {
                own
            } else if current != Self.released {
                sameStateBody(emission: emission, slot: slot, own: own)
            } else {
                nil
            }
        if let body {
            if observerCount.value != 0 {
                reportExecuted(emission.method(at: slot), input: input)
            }
            return body
        }
        reportRejected(emission.method(at: slot), input: input)
        return nil
    }

    @usableFromInline
    func reportExecuted(_ method: String, input: any Sendable) {
        notify(ActionEvent(action: identity(method), input: input, outcome: .executed))
    }

    @usableFromInline
    func reportRejected(_ method: String, input: any Sendable) {
        let event = ActionEvent(action: identity(method), input: input, outcome: .rejected(rejectionReason()))
        VerityLog.write(event.description)
        notify(event)
    }

    /// Whether the action in `slot` of `emission` would run now, without running or reporting it.
    func isCurrent(emission: Emission, slot: UInt32) -> Bool {
        let current = currentGeneration.value
        if current == emission.generation { return true }
        guard current != Self.released, emission.epoch == currentEpoch.value else { return false }
        lock.lock()
        defer { lock.unlock() }
        return sameStateSlotLocked(emission: emission, slot: slot) != nil
    }

    /// What an invocation of the action in `slot` of `emission`, whose model is no longer
    /// current, runs: the current model's body of its name if the source is still in the state
    /// `emission` was emitted in (`own` if several actions share the name), else nothing. One
    /// lock, and a scan of the model's few names.
    ///
    /// NB: an action of another type under the same name cannot stand in for this one.
    @inlinable
    func sameStateBody<Body: StoredBody>(emission: Emission, slot: UInt32, own: Body?) -> Body? {
        // NB: an emission that was never committed keeps `unemitted`, which no state has;
        // checked before the lock, and again inside it, where the epoch cannot move.
        guard emission.epoch == currentEpoch.value else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard let runs = sameStateSlotLocked(emission: emission, slot: slot) else { return nil }
        if runs.emission.toOpaque() == Unmanaged.passUnretained(emission).toOpaque() && runs.slot == slot { return own }
        return runs.emission._withUnsafeGuaranteedRef { $0.offeredBodyLocked(runs.slot, as: Body.self) }
    }

    /// Which slot of which emission an invocation of the action in `slot` of `emission` runs,
    /// if the source is still in the state `emission` was emitted in and the current model
    /// offers the action's name. Called under the source's lock.
    ///
    /// NB: the emission comes back unretained, valid while the lock is held (the offer holds
    /// it): a retain and a release fewer per invocation.
    @usableFromInline
    func sameStateSlotLocked(emission: Emission, slot: UInt32) -> (emission: Unmanaged<Emission>, slot: UInt32)? {
        guard emission.epoch == currentEpoch.value, let current = offer.current else { return nil }
        let method = emission.methodLocked(at: slot)
        switch current._withUnsafeGuaranteedRef({ $0.offeredSlot(named: method, near: slot) }) {
        case .unique(let offered): return (current, offered)
        case .repeated: return (Unmanaged.passUnretained(emission), slot)
        case nil: return nil
        }
    }

    /// Why an action of this source that may not run is refused.
    func rejectionReason() -> ActionRejection.Reason {
        if id == 0 { .detached } else if currentGeneration.value == Self.released { .sourceReleased } else { .superseded }
    }

    /// Tells action observers that a functional core's `perform` fed `event` back to its core.
    func reportFeedback(_ event: any Sendable) {
        guard observerCount.value != 0 else { return }
        notify(ActionEvent(action: identity("perform"), input: event, outcome: .executed))
    }

    func identity(_ method: String) -> ActionIdentity {
        ActionIdentity(source: name, method: method)
    }

    func addObserver(_ observer: @escaping @Sendable (ActionEvent) -> Void) -> UInt64 {
        let id = observers.withLock { list in
            list.lastID += 1
            list.handlers.append((list.lastID, observer))
            return list.lastID
        }
        _ = observerCount.add(1)
        return id
    }

    func removeObserver(_ id: UInt64) {
        // NB: the removed closure is released after the lock, since that may run any deinit.
        let removed = observers.withLock { list -> (@Sendable (ActionEvent) -> Void)? in
            guard let index = list.handlers.firstIndex(where: { $0.id == id }) else { return nil }
            return list.handlers.remove(at: index).call
        }
        if removed != nil {
            _ = observerCount.add(UInt64.max)  // wrapping add of -1
        }
    }

    private func notify(_ event: ActionEvent) {
        let handlers = observers.withLock { $0.handlers }
        for handler in handlers {
            handler.call(event)
        }
    }
}

/// What a source offers for invocations from earlier models: the current model's emission,
/// and the one before it, kept to be reused by the next factory.
///
/// NB: changed under the source's lock, where nothing may be released (releasing an emission
/// releases user closures): a spare that no factory took before the next commit is retired
/// here and released by the next factory (or the source's release), outside every lock.
///
/// NB: the two emissions are held as `Unmanaged` references that the offer owns (one retain
/// each), so that moving one from `current` to `spare` and comparing with the current one cost
/// no reference counting: with strong optionals, the commit's path retained and released the
/// current emission three or four times per emission.
struct Offer {
    /// The current emission; the offer owns one reference to it.
    private(set) var current: Unmanaged<Emission>?
    private var spare: Unmanaged<Emission>?
    private var retired: [Emission] = []

    /// Makes `emission` (`nil`: none), with a reference its caller retained for the offer, the
    /// current one, and the current one the spare.
    @inline(__always)
    mutating func replace(adopting emission: Unmanaged<Emission>?) {
        if let retiring = spare {
            retired.append(retiring.takeRetainedValue())
        }
        spare = current
        current = emission
    }

    /// Hands the spare to the caller, with the offer's reference to it.
    @inline(__always)
    mutating func takeSpare() -> Emission? {
        defer { spare = nil }
        return spare?.takeRetainedValue()
    }

    /// The retired emissions, if any, for the caller to release outside the lock.
    @inline(__always)
    mutating func takeRetired() -> [Emission]? {
        guard !retired.isEmpty else { return nil }
        var taken: [Emission] = []
        swap(&taken, &retired)
        return taken
    }

    /// Every emission the offer holds, with its references, for the caller to release outside
    /// the lock; the offer is empty afterwards.
    mutating func takeAll() -> [Emission] {
        var all = takeRetired() ?? []
        if let spare = takeSpare() { all.append(spare) }
        if let current = current.take() { all.append(current.takeRetainedValue()) }
        return all
    }
}

private struct ObserverList {
    var lastID: UInt64 = 0
    var handlers: [(id: UInt64, call: @Sendable (ActionEvent) -> Void)] = []
}
