import VeritySynchronization

/// The part of a Source that its Actions need: who it is, which generation of its model is
/// current, and who watches its actions. It is not generic, so `Action<Input>` can hold one
/// without knowing the source's model type, and it never refers back to the Source, so actions
/// stored inside a model create no retain cycle.
@usableFromInline
final class SourceHeader: Sendable {
    /// Distinguishes sources with the same name; 0 is reserved for detached identities.
    let id: UInt64
    let name: String
    /// The generation of the model the source currently holds. An action is valid only while
    /// this equals the generation it was made for: one atomic load and compare per invocation.
    @usableFromInline let currentGeneration: AtomicWord
    /// The last generation handed out; generations are never reused.
    @usableFromInline let lastGeneration: AtomicWord
    /// How many action observers are registered, read without a lock on every invocation so
    /// that unobserved actions pay nothing for observability.
    @usableFromInline let observerCount = AtomicWord(0)
    private let observers = Locked(ObserverList())

    /// Generation value meaning "the source is gone": no action made by it runs any more.
    static let released = UInt64.max

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

    /// Decides whether an action made for `generation` may run, and reports the outcome.
    @usableFromInline
    func admit(method: String, generation: UInt64, input: any Sendable) -> Bool {
        let current = currentGeneration.value
        if current == generation {
            if observerCount.value != 0 {
                notify(ActionEvent(action: identity(method), input: input, outcome: .executed))
            }
            return true
        }
        let reason: ActionRejection.Reason =
            if id == 0 { .detached } else if current == Self.released { .sourceReleased } else { .superseded }
        let event = ActionEvent(action: identity(method), input: input, outcome: .rejected(reason))
        VerityLog.write(event.description)
        notify(event)
        return false
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
