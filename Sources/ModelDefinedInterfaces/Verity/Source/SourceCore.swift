// NB: the delivery protocol. All bookkeeping happens inside the source's lock (`withLock`);
// every call to user code (subscribers, builders) happens outside it. Exactly one thread at a
// time is "the deliverer" (`deliveryStatus`); others enqueue and return, and the deliverer
// drains the queue before it stops. That is what makes delivery ordered, lossless and
// deadlock-free. The status lives in an atomic word beside the lock so that a deliverer with
// nothing queued can step down without taking the lock again; see `SourceCore+Delivery.swift`.

@usableFromInline
struct Subscriber<Model: Sendable>: Sendable {
    @usableFromInline var id: UInt64 = 0
    @usableFromInline let receive: @Sendable (Model) -> Void
    @usableFromInline var sourceReleased: (@Sendable () -> Void)? = nil

    init(receive: @escaping @Sendable (Model) -> Void, sourceReleased: (@Sendable () -> Void)? = nil) {
        self.receive = receive
        self.sourceReleased = sourceReleased
    }
}

/// The state and delivery machinery behind a `Source`; see `Source` for the contract.
@usableFromInline
final class SourceCore<Model: Sendable>: Sendable {
    @usableFromInline let header: SourceHeader
    /// Guarded by `header.lock`: read or written only inside `withLock`.
    ///
    /// NB: the source's lock is its header's (see `SourceHeader.lock`), so that a commit, which
    /// changes this state and the header's offer, takes one lock.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var state = DeliveryState()
    /// Set once the initial model is in place.
    @usableFromInline let isInitialized = AtomicWord(0)
    /// Who is delivering: one of the `DeliveryStatus` values.
    @usableFromInline let deliveryStatus = AtomicWord(DeliveryStatus.idle)
    /// Tasks the source owns, cancelled when it is released.
    let work = SourceWork()
    /// The thread running the source's initializer.
    private let builder = currentThreadIdentity()

    init(name: String) {
        header = SourceHeader(name: name)
    }

    /// Runs `body` with the delivery state, under the source's lock. `body` must not call user
    /// code: it runs with the lock held.
    @inlinable
    func withLock<Result>(_ body: (inout DeliveryState) -> Result) -> Result {
        header.lock.lock()
        defer { header.lock.unlock() }
        return body(&state)
    }

    @usableFromInline
    struct Delivery: Sendable {
        @usableFromInline let model: StoredModel<Model>
        /// The subscribers at the moment the model became current, so that late subscribers
        /// never receive models older than their first one.
        @usableFromInline let subscribers: ContiguousArray<Subscriber<Model>>
        /// `DeliveryState.subscribersVersion` when `subscribers` was taken.
        @usableFromInline let version: UInt64

        @usableFromInline
        init(model: StoredModel<Model>, subscribers: ContiguousArray<Subscriber<Model>>, version: UInt64) {
            self.model = model
            self.subscribers = subscribers
            self.version = version
        }
    }

    @usableFromInline
    struct DeliveryState: Sendable {
        /// The current model, when models of this type are kept inline (see `StoredModel`);
        /// `nil` before the initial model is set and after the source is released.
        @usableFromInline var inline: Model?
        /// The current model, when models of this type are boxed; `nil` as `inline` is.
        @usableFromInline var boxed: ModelBox<Model>?
        /// Sorted by id, because ids only grow and subscribers are only appended.
        @usableFromInline var subscribers: ContiguousArray<Subscriber<Model>> = []
        /// Changes whenever a subscriber is removed, so a queued delivery can tell cheaply
        /// whether its snapshot still holds only live subscribers.
        @usableFromInline var subscribersVersion: UInt64 = 0
        @usableFromInline var lastSubscriberID: UInt64 = 0
        /// A queue: entries before `pendingHead` have been taken (and set to nil). Not empty only
        /// while `deliveryStatus` is `deliveringWithPending`.
        @usableFromInline var pending: [Delivery?] = []
        @usableFromInline var pendingHead = 0
        /// Whether the current model's factory made any actions, which the header then holds.
        @usableFromInline var offersActions = false
        /// Boxes taken out of the state while a delivery was in progress: the deliverer may be
        /// delivering one of them without a reference of its own (see `commit`), so it releases
        /// them itself, the next time it takes the lock (`deliverPending`).
        @usableFromInline var retired: [ModelBox<Model>] = []

        init() {}

        /// The current model, stored as models of this type are.
        @inlinable var model: StoredModel<Model>? {
            get {
                if StoredModel<Model>.isBoxed { boxed.map { .boxed($0) } } else { inline.map { .inline($0) } }
            }
            set {
                switch newValue {
                case .inline(let model): inline = model
                case .boxed(let box): boxed = box
                case nil:
                    inline = nil
                    boxed = nil
                }
            }
        }

        /// Whether the source has a model: it is initialized and not released.
        ///
        /// NB: only the field models of this type use is looked at: testing the other (an
        /// empty `inline` of a boxed model) copied the whole optional model to read its tag.
        @inlinable var hasModel: Bool {
            StoredModel<Model>.isBoxed ? boxed != nil : inline != nil
        }

        /// The retired boxes, for the deliverer to release outside the lock.
        @inlinable
        mutating func takeRetired() -> [ModelBox<Model>] {
            guard !retired.isEmpty else { return [] }
            var taken: [ModelBox<Model>] = []
            swap(&taken, &retired)
            return taken
        }

        @inlinable
        mutating func enqueue(_ model: StoredModel<Model>, to subscribers: ContiguousArray<Subscriber<Model>>) {
            pending.append(Delivery(model: model, subscribers: subscribers, version: subscribersVersion))
        }

        /// Takes the next queued delivery, restricted to subscribers that have not left since it
        /// was queued, and reports whether it was the last one; `nil` when the queue is empty.
        ///
        /// NB: the returned delivery still holds the snapshot taken when it was queued, which may
        /// hold the last reference to a subscriber that has left since: the caller releases it
        /// after the lock, since a subscriber's deinit is user code.
        @inlinable
        mutating func takeNext() -> (delivery: Delivery, recipients: ContiguousArray<Subscriber<Model>>, isLast: Bool)? {
            guard pendingHead < pending.count, let delivery = pending[pendingHead] else {
                return nil
            }
            pending[pendingHead] = nil
            pendingHead += 1
            let isLast = pendingHead == pending.count
            if isLast {
                pending.removeAll(keepingCapacity: true)
                pendingHead = 0
            }
            let recipients =
                delivery.version == subscribersVersion
                ? delivery.subscribers : delivery.subscribers.keepingOnly(subscribers)
            return (delivery, recipients, isLast)
        }
    }

    /// Makes `model` the first one. `emission` is its emission, with one reference the caller
    /// gives up, as for `commit`.
    func initialize(with model: Model, handing emission: Unmanaged<Emission>) {
        let adopted = withLock { state in
            state.model = StoredModel(model)
            let generation = header.nextGeneration()
            let (epoch, adopted) = header.enterState(offering: emission, replacingOffer: false)
            state.offersActions = header.offeredCount.value != 0
            emission._withUnsafeGuaranteedRef { $0.stamp(generation: generation, epoch: epoch) }
            // NB: after `enterState` has sealed the emission (see `commit`).
            header.currentGeneration.store(generation)
            return adopted
        }
        if !adopted { emission.release() }
        isInitialized.store(1)
    }

    /// Ends the source: actions made by it stop running, sets are ignored, streams finish, and
    /// the model (whose actions refer back to this core) is let go, breaking the cycle.
    func release() {
        let (model, subscribers, pending, offered) = withLock { state in
            // NB: inside the lock, so that no commit can overwrite the released generation.
            header.currentGeneration.store(SourceHeader.released)
            let offered = header.leaveAllStates()
            // NB: a thread delivering the current box may hold no reference of its own.
            if let box = state.boxed, isDelivering() {
                state.retired.append(box)
            }
            defer {
                state.model = nil
                state.subscribers = []
                state.pending = []
                state.pendingHead = 0
            }
            return (state.model, state.subscribers, state.pending, offered)
        }
        work.close()
        for subscriber in subscribers {
            subscriber.sourceReleased?()
        }
        withExtendedLifetime((model, pending, offered)) {}
    }

    /// The current model, for the facade, which exists only while the model does.
    @inlinable
    var currentModel: Model {
        guard let model = withLock({ $0.model?.model }) else {
            // NB: unreachable: the model is set before the facade's initializer returns and
            // cleared only by the facade's deinit.
            preconditionFailure("a Source's model was read outside the Source's lifetime")
        }
        return model
    }

    /// The current model, or `nil` before initialization completes or after release.
    @inlinable
    var modelIfAlive: Model? {
        withLock { $0.model?.model }
    }

    /// Whether sets may proceed: the initial model is in place. A set made by the initializer
    /// itself is refused; sets from work it started elsewhere wait the moment it takes.
    @inlinable
    func isReadyForSets() -> Bool {
        isInitialized.value != 0 || awaitInitialization()
    }

    @usableFromInline
    func awaitInitialization() -> Bool {
        while isInitialized.value == 0 {
            if builder == currentThreadIdentity() {
                return false
            }
            yieldThread()
        }
        return true
    }
}
