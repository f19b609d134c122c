import VeritySynchronization

/// The bookkeeping and delivery machinery behind a `Source`; see `Source` for the contract and
/// `Documentation/Architecture.md#inside-the-core` for the terms.
///
/// Everything a source knows is in its `Ledger`, behind one lock (`lock`). Bookkeeping happens
/// inside it; user code (subscribers, builders, action bodies, the deinit of a replaced model)
/// always runs outside it.
@usableFromInline
final class SourceCore<Model: Sendable>: Sendable {
    /// Distinguishes sources with the same name.
    @usableFromInline let id: UInt64
    @usableFromInline let name: String
    @usableFromInline let lock = Locked(Ledger())
    /// Tasks the source owns, cancelled when it is released.
    let work = SourceWork()
    /// The thread running the source's initializer, whose own sets are refused.
    @usableFromInline let initializingThread = currentThreadIdentity()
    /// Held by the initializing thread until the initial model is in place (see
    /// `waitForInitialModel`).
    let initializing = Locked(())

    /// Makes a source's core, its initial model built by `initial` (see `Source.init`).
    init(name: String, initial: (SourceSetter<Model>, ActionFactory) -> Model) {
        id = sourceIDs.withLock { last in
            last += 1
            return last
        }
        self.name = name
        initialize(building: initial)
    }

    /// Runs `body` with the ledger, under the source's lock; `body` must not call user code.
    /// Debug builds check the ledger's invariants before the lock is released.
    @inlinable
    func withLock<Result>(_ body: (inout Ledger) -> Result) -> Result {
        lock.withLock { ledger in
            let result = body(&ledger)
            ledger.checkInvariants()
            return result
        }
    }

    /// Ends the source: its actions stop running, sets change nothing, `values` streams
    /// finish, and the model (whose actions refer back to this core) is let go.
    func release() {
        // NB: what the ledger held leaves the lock in `taken` and is released after it: the
        // model, the current action table and the subscribers hold user closures.
        let taken = withLock { ledger -> Ledger in
            var released = Ledger()
            released.isReleased = true
            released.observers = ledger.observers
            released.lastObserverID = ledger.lastObserverID
            swap(&ledger, &released)
            return released
        }
        work.close()
        for subscriber in taken.subscribers {
            subscriber.sourceReleased?()
        }
        withExtendedLifetime(taken) {}
    }

    /// The current model, for the facade, which exists only while the model does.
    @inlinable
    var currentModel: Model {
        guard let box = withLock({ $0.box }) else {
            // NB: unreachable: the model is set before the facade's initializer returns and
            // cleared only by the facade's deinit.
            preconditionFailure("a Source's model was read outside the Source's lifetime")
        }
        return box.model
    }

    /// The current model, or `nil` before the initial model is set and after release.
    @inlinable
    var modelIfAlive: Model? {
        withLock { $0.box }?.model
    }

    /// The epoch the source is in now, or `nil` once it is released.
    var currentEpoch: UInt64? {
        withLock { $0.isReleased ? nil : $0.epoch }
    }

    /// Registers a subscriber and delivers the current model to it first (or queues that
    /// delivery behind the ones already pending, so its first model is never out of order).
    /// `receive` makes the closure models are delivered to from the subscriber's id; it runs
    /// under the lock and must only make it. Returns the id (0 once released).
    func add(
        sourceReleased: (@Sendable () -> Void)? = nil, receive: (_ id: UInt64) -> @Sendable (Model) -> Void
    ) -> UInt64 {
        let (subscriber, first) = withLock { ledger -> (Subscriber<Model>?, ModelBox<Model>?) in
            guard let box = ledger.box else { return (nil, nil) }
            let subscriber = ledger.register(receive: receive, sourceReleased: sourceReleased)
            guard ledger.startDelivery(box, to: [subscriber]) else { return (subscriber, nil) }
            return (subscriber, box)
        }
        guard let subscriber else { return 0 }
        if let first {
            subscriber.receive(first.model)
            deliverQueued()
        }
        return subscriber.id
    }

    /// Registers a subscriber that receives every model after the current one, and returns the
    /// current one with the id, read in the same step: what a follower needs to start from a
    /// model and miss none after it. `nil` once released.
    func addAfterCurrent(receive: (_ id: UInt64) -> @Sendable (Model) -> Void) -> (id: UInt64, current: Model)? {
        let registered = withLock { ledger -> (UInt64, ModelBox<Model>)? in
            guard let box = ledger.box else { return nil }
            return (ledger.register(receive: receive, sourceReleased: nil).id, box)
        }
        return registered.map { ($0.0, $0.1.model) }
    }

    /// Removes a subscriber; it receives no model delivered after this returns.
    func removeSubscriber(_ id: UInt64) {
        // NB: the closure is released after the lock: releasing it may run any deinit.
        let removed = withLock { ledger -> Subscriber<Model>? in
            guard let index = ledger.subscribers.firstIndex(where: { $0.id == id }) else { return nil }
            ledger.subscribersVersion += 1
            return ledger.subscribers.remove(at: index)
        }
        withExtendedLifetime(removed) {}
    }
}

/// Where source ids come from: one counter for every source, whatever its model type.
private let sourceIDs = Locked<UInt64>(0)
