import VeritySynchronization

/// The state and delivery machinery behind a `Source`; see `Source` for the contract and
/// `Documentation/Architecture.md#inside-the-core` for the terms.
///
/// Everything a source knows is in `State`, behind one lock (`lock`). Bookkeeping happens
/// inside it; user code (subscribers, builders, action bodies, the deinit of a replaced model)
/// always runs outside it.
@usableFromInline
final class SourceCore<Model: Sendable>: Sendable {
    /// Distinguishes sources with the same name.
    @usableFromInline let id: UInt64
    @usableFromInline let name: String
    @usableFromInline let lock = Locked(State())
    /// Tasks the source owns, cancelled when it is released.
    let work = SourceWork()
    /// The thread running the source's initializer, whose own sets are refused.
    @usableFromInline let builder = currentThreadIdentity()

    init(name: String) {
        id = sourceIDs.withLock { last in
            last += 1
            return last
        }
        self.name = name
    }

    /// Runs `body` with the state, under the source's lock; `body` must not call user code.
    /// Debug builds check the state's invariants before the lock is released.
    @inlinable
    func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        lock.withLock { state in
            let result = body(&state)
            state.checkInvariants()
            return result
        }
    }

    /// Makes `model`, whose actions were made with `emission`, the first model.
    func initialize(with model: Model, emission: Emission) {
        var replaced = Replaced()
        var recipients: ContiguousArray<Subscriber<Model>>? = nil
        withLock { state in
            _ = state.commit(ModelBox(model), emission: emission, replaced: &replaced, recipients: &recipients)
        }
    }

    /// Ends the source: its actions stop running, sets change nothing, `values` streams
    /// finish, and the model (whose actions refer back to this core) is let go.
    func release() {
        // NB: what the state held leaves the lock in `taken` and is released after it: the
        // model, the current emission and the subscribers hold user closures.
        let taken = withLock { state -> State in
            var released = State()
            released.isReleased = true
            released.observers = state.observers
            released.lastObserverID = state.lastObserverID
            swap(&state, &released)
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

    /// The current model together with its generation, read in one step.
    func snapshot() -> (model: Model?, generation: UInt64) {
        let (box, generation) = withLock { ($0.box, $0.generation) }
        return (box?.model, generation)
    }

    /// The state the source is in now, or `State.released`.
    var currentEpoch: UInt64 {
        withLock { $0.isReleased ? State.released : $0.epoch }
    }

    /// Registers a subscriber and delivers the current model to it first (or queues that
    /// delivery behind the ones already pending, so its first model is never out of order),
    /// unless the current model's generation is `skipping`. `receive` makes the closure models
    /// are delivered to from the subscriber's id; it runs under the lock and must only make
    /// it. Returns the id (0 once released).
    func add(
        skipping: UInt64? = nil, sourceReleased: (@Sendable () -> Void)? = nil,
        receive: (_ id: UInt64) -> @Sendable (Model) -> Void
    ) -> UInt64 {
        let (subscriber, first) = withLock { state -> (Subscriber<Model>?, ModelBox<Model>?) in
            guard let box = state.box else { return (nil, nil) }
            state.lastSubscriberID += 1
            let id = state.lastSubscriberID
            let subscriber = Subscriber(id: id, receive: receive(id), sourceReleased: sourceReleased)
            state.subscribers.append(subscriber)
            guard state.generation != skipping, state.startDelivery(box, to: [subscriber]) else {
                return (subscriber, nil)
            }
            return (subscriber, box)
        }
        guard let subscriber else { return 0 }
        if let first {
            subscriber.receive(first.model)
            deliverQueued()
        }
        return subscriber.id
    }

    /// Removes a subscriber; it receives no model delivered after this returns.
    func removeSubscriber(_ id: UInt64) {
        // NB: the closure is released after the lock: releasing it may run any deinit.
        let removed = withLock { state -> Subscriber<Model>? in
            guard let index = state.subscribers.firstIndex(where: { $0.id == id }) else { return nil }
            state.subscribersVersion += 1
            return state.subscribers.remove(at: index)
        }
        withExtendedLifetime(removed) {}
    }
}

/// Where source ids come from: one counter for every source, whatever its model type.
private let sourceIDs = Locked<UInt64>(0)
