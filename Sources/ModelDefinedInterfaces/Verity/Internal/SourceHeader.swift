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
    /// The last generation handed out; generations are never reused.
    @usableFromInline let lastGeneration: AtomicWord
    /// Names the source's current stay in one state (see `Action`): it changes whenever an
    /// emission moves the source to a different state, and stays when an emission offers the
    /// same actions again. Stored only under the source's lock.
    @usableFromInline let currentEpoch = AtomicWord(1)
    /// The actions the current model offers, for invocations from earlier models of the same
    /// state. Stored only under the source's lock; `currentEpoch` changes inside this lock when
    /// they change, so a reader sees the two together.
    private let offered = Locked(OfferedActions())
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
        lastGeneration = AtomicWord(0)
    }

    /// A header for identities that belong to no live source: placeholders and decoded actions.
    init(detachedName name: String, alwaysCurrent: Bool) {
        id = 0
        self.name = name
        currentGeneration = AtomicWord(alwaysCurrent ? 0 : Self.released)
        lastGeneration = AtomicWord(0)
    }

    /// Placeholders (`Action.doNothing`, `Action.unbound`) belong here and always run.
    static let placeholders = SourceHeader(detachedName: "Placeholder", alwaysCurrent: true)

    @inlinable
    func reserveGeneration() -> UInt64 {
        lastGeneration.add(1)
    }

    /// Called under the source's lock when a model is committed: moves to the state that model
    /// is in and returns its epoch. `made` is what its factory made (`nil` for a model set
    /// without one); `offersActions` says whether the replaced model's state offered any.
    @usableFromInline
    func enterState(offering made: OfferedActions?, replacingOffer offersActions: Bool) -> UInt64 {
        guard let made, !made.isEmpty else {
            // NB: a model without fresh actions always starts a new state, so `.loading` →
            // `.loaded` is a move even when neither offers an action. Skipping the lock when
            // nothing was offered keeps plain sets (the fan-out path) at one atomic store.
            let epoch = currentEpoch.value &+ 1
            if offersActions {
                // NB: the replaced offer leaves the lock and is released after it.
                let replaced = offered.withLock { methods in
                    currentEpoch.store(epoch)
                    return Self.take(&methods)
                }
                withExtendedLifetime(replaced) {}
            } else {
                currentEpoch.store(epoch)
            }
            return epoch
        }
        let (epoch, replaced) = offered.withLock { methods in
            let current = currentEpoch.value
            let epoch = methods.offersTheSameMethods(as: made) ? current : current &+ 1
            let replaced = Self.take(&methods)
            methods = made
            currentEpoch.store(epoch)
            return (epoch, replaced)
        }
        withExtendedLifetime(replaced) {}
        return epoch
    }

    /// Called under the source's lock when it is released: lets go of the offered bodies,
    /// which refer back to the source.
    func leaveAllStates() -> OfferedActions {
        offered.withLock { Self.take(&$0) }
    }

    private static func take(_ methods: inout OfferedActions) -> OfferedActions {
        var taken = OfferedActions()
        swap(&taken, &methods)
        return taken
    }

    /// Decides which body an action made for `generation` runs, if any, and reports the
    /// outcome: `own` when its model is current; when the source has since emitted but is
    /// still in the state the action was taken from, the current model's action of that name
    /// (or `own` if the name is shared by several actions); otherwise nothing.
    ///
    /// NB: inlinable, so that it is specialised for the action's body type: unspecialised, each
    /// invocation from an earlier model asked the runtime for the metadata of `Body?`.
    @inlinable
    func admit<Body>(
        method: String, generation: UInt64, emission: Emission?, input: any Sendable, own: Body?
    ) -> Body? {
        let current = currentGeneration.value
        let body: Body? =
            if current == generation {
                own
            } else if let emission, current != Self.released {
                sameStateBody(method: method, emission: emission, own: own)
            } else {
                nil
            }
        if let body {
            if observerCount.value != 0 {
                reportExecuted(method, input: input)
            }
            return body
        }
        reportRejected(method, input: input)
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

    /// Whether an action made for `generation` would run now, without running or reporting it.
    func isCurrent(method: String, generation: UInt64, emission: Emission?) -> Bool {
        let current = currentGeneration.value
        if current == generation { return true }
        guard let emission, current != Self.released else { return false }
        return sameStateEntry(method: method, emission: emission) != nil
    }

    @inlinable
    func sameStateBody<Body>(method: String, emission: Emission, own: Body?) -> Body? {
        switch sameStateEntry(method: method, emission: emission) {
        case .unique(let body): body as? Body
        case .repeated: own
        case nil: nil
        }
    }

    /// What the current model offers under `method`, if the source is still in the state
    /// `emission` was emitted in; one lock and a scan of the model's few names.
    @usableFromInline
    func sameStateEntry(method: String, emission: Emission) -> OfferedAction? {
        offered.withLock { methods -> OfferedAction? in
            // NB: an emission that was never committed keeps `unemitted`, which no state has.
            guard emission.epoch == currentEpoch.value else { return nil }
            return methods.action(named: method)
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

private struct ObserverList {
    var lastID: UInt64 = 0
    var handlers: [(id: UInt64, call: @Sendable (ActionEvent) -> Void)] = []
}
