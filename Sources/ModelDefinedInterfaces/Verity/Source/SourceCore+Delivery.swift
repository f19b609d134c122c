extension SourceCore {
    /// Emits a model that has no actions of its own; it starts a new state.
    @inlinable
    func emit(_ model: Model) {
        guard isReadyForSets() else { return }
        _ = commit(model, handing: nil, requiring: nil)
    }

    /// Builds (outside the lock) and emits a model whose actions belong to a fresh generation;
    /// returns the epoch of the state it was emitted in (`SourceHeader.released` if the source
    /// is gone).
    @inlinable
    func emit(_ build: (ActionFactory) -> Model) -> UInt64 {
        guard isReadyForSets() else { return SourceHeader.released }
        // NB: the reference to the emission is handed to the commit (see `commit`), which keeps
        // it in the source's offer: a retain and a release fewer per emission.
        let handed = Unmanaged.passRetained(header.makeEmission())
        let model = handed._withUnsafeGuaranteedRef { build(ActionFactory(emission: $0)) }
        return commit(consume model, handing: handed, requiring: nil) ?? SourceHeader.released
    }

    /// Read-modify-write without holding the lock while `transform` runs: retry if another
    /// emission got in first. `transform` returning `nil` declines: nothing is emitted.
    /// With `epoch`, the update happens only while the source is in that state, checked in the
    /// same step as the commit. Returns the epoch the new model is in, or `nil` if nothing was
    /// emitted.
    @inlinable
    func emitUpdate(inEpoch epoch: UInt64? = nil, _ transform: (Model, ActionFactory) -> Model?) -> UInt64? {
        guard isReadyForSets() else { return nil }
        while true {
            let (stored, basis, basisEpoch) = withLock {
                ($0.model, header.currentGeneration.value, header.currentEpoch.value)
            }
            guard let current = stored, basis != SourceHeader.released else { return nil }
            if let epoch, basisEpoch != epoch { return nil }
            // NB: the reference to the emission is handed to the commit, as in `emit(_:)`.
            let handed = Unmanaged.passRetained(header.makeEmission())
            let transformed: Model? = handed._withUnsafeGuaranteedRef { emission in
                let factory = ActionFactory(emission: emission)
                // NB: a boxed model is handed to `transform` from its box, without a copy.
                return switch current {
                case .inline(let model): transform(model, factory)
                case .boxed(let box): transform(box.model, factory)
                }
            }
            guard let model = transformed else {
                handed.release()
                // NB: declining must still be decided on the current model: if another
                // emission got in meanwhile, ask again.
                if header.currentGeneration.value == basis { return nil }
                continue
            }
            if let committed = commit(model, handing: handed, requiring: basis) {
                // NB: released while transforming: nothing was emitted.
                return committed == SourceHeader.released ? nil : committed
            }
        }
    }

    /// Makes `model` current and delivers it (or queues it for the thread already delivering),
    /// moving the source to the state `emission` is in. Returns that state's epoch, or `nil`,
    /// changing nothing, if `basis` is given and is no longer the current generation.
    ///
    /// `emission` is the model's emission (`nil` for a model set without a factory), with one
    /// reference its caller retained for the commit and gives up: the source's offer keeps it
    /// if the model offers actions (see `SourceHeader.enterState`); otherwise, and when nothing
    /// is committed, it is released here, after the lock.
    @inlinable
    func commit(_ model: consuming Model, handing emission: Unmanaged<Emission>?, requiring basis: UInt64?) -> UInt64? {
        var adopted = false
        let committed: UInt64? =
            if StoredModel<Model>.isBoxed {
                commit(ModelBox(consume model), handing: emission, adopted: &adopted, requiring: basis)
            } else {
                commit(inline: model, handing: emission, adopted: &adopted, requiring: basis)
            }
        if !adopted { emission?.release() }
        return committed
    }

    /// `commit` for a boxed model: the source and the deliverer share the box, so no copy of
    /// the model is made.
    ///
    /// NB: the committing thread delivers the box without a reference of its own, which spares
    /// a retain and a release per update: the state holds the box, and while a delivery is in
    /// progress no other thread lets go of a box it takes out of the state; it hands it to the
    /// deliverer instead (see `DeliveryState.retired`).
    @inlinable
    func commit(
        _ box: consuming ModelBox<Model>, handing emission: Unmanaged<Emission>?, adopted: inout Bool,
        requiring basis: UInt64?
    ) -> UInt64? {
        let delivered = Unmanaged.passUnretained(box)
        var previous: ModelBox<Model>? = consume box
        var recipients: ContiguousArray<Subscriber<Model>>? = nil
        let committed = commitLocked(
            handing: emission, adopted: &adopted, requiring: basis, recipients: &recipients,
            exchange: { swap(&previous, &$0.boxed) },
            enqueue: { $0.enqueue(.boxed(delivered.takeUnretainedValue()), to: $0.subscribers) },
            retire: { state in
                if isDelivering(), let replaced = previous.take() { state.retired.append(replaced) }
            })
        withExtendedLifetime(previous) {}
        if let recipients = recipients.take() {
            delivered._withUnsafeGuaranteedRef { deliver($0.model, to: recipients) }
            stepDown()
        }
        return committed
    }

    /// `commit` for a model kept inline: the state and the deliverer each hold a copy.
    ///
    /// NB: the replaced model comes out of the lock in `previous` and is released after it:
    /// releasing a model can run arbitrary deinit code, which must never run under the lock.
    /// The snapshot to deliver to leaves the lock in `recipients` and is then moved, not copied,
    /// into the delivery loop: the optimiser keeps every extra copy of the array (an enum
    /// payload, an `if let` binding) as a retain and a release, a large share of a
    /// one-subscriber update.
    @inlinable
    func commit(
        inline model: Model, handing emission: Unmanaged<Emission>?, adopted: inout Bool, requiring basis: UInt64?
    ) -> UInt64? {
        var previous: Model? = model
        var recipients: ContiguousArray<Subscriber<Model>>? = nil
        let committed = commitLocked(
            handing: emission, adopted: &adopted, requiring: basis, recipients: &recipients,
            exchange: { swap(&previous, &$0.inline) },
            enqueue: { $0.enqueue(.inline(model), to: $0.subscribers) },
            retire: { _ in })
        withExtendedLifetime(previous) {}
        if let recipients = recipients.take() {
            deliver(model, to: recipients)
            stepDown()
        }
        return committed
    }

    /// The part of `commit` made under the source's lock: `exchange` swaps the new model in;
    /// `enqueue` queues it when another thread is delivering. `retire` runs whenever this
    /// thread does not deliver: a model another thread may be delivering without a reference
    /// of its own (a box) is handed to that thread, if a delivery is in progress (see
    /// `DeliveryState.retired`). `adopted` tells whether the source's offer took the handed
    /// reference to `emission`.
    @inlinable
    func commitLocked(
        handing emission: Unmanaged<Emission>?, adopted: inout Bool, requiring basis: UInt64?,
        recipients: inout ContiguousArray<Subscriber<Model>>?,
        exchange: (inout DeliveryState) -> Void, enqueue: (inout DeliveryState) -> Void,
        retire: (inout DeliveryState) -> Void
    ) -> UInt64? {
        withLock { state -> UInt64? in
            guard state.hasModel else {
                return SourceHeader.released  // released: sets change nothing any more
            }
            if let basis, header.currentGeneration.value != basis {
                return nil
            }
            exchange(&state)
            let generation = header.nextGeneration()
            let epoch: UInt64
            if emission == nil, !state.offersActions {
                // NB: the fan-out path (a plain set, no actions before or after): a new state
                // is one store, inline, with no call.
                epoch = header.currentEpoch.value &+ 1
                header.currentEpoch.store(epoch)
            } else {
                (epoch, adopted) = header.enterState(offering: emission, replacingOffer: state.offersActions)
                state.offersActions = header.offeredCount.value != 0
                // NB: valid: the offer, or else the caller, holds the emission until the lock
                // is released.
                emission?._withUnsafeGuaranteedRef { $0.stamp(generation: generation, epoch: epoch) }
            }
            // NB: published last: an invocation that sees this generation reads its body without
            // a lock, which is safe only once `enterState` has sealed the emission.
            header.currentGeneration.store(generation)
            if state.subscribers.isEmpty {
                retire(&state)
                return epoch
            }
            if becomeDeliverer() {
                recipients = state.subscribers
            } else {
                enqueue(&state)
                retire(&state)
            }
            return epoch
        }
    }

    /// Calls each subscriber with `model`, in order.
    @inlinable
    func deliver(_ model: StoredModel<Model>, to subscribers: consuming ContiguousArray<Subscriber<Model>>) {
        switch model {
        case .inline(let model): deliver(model, to: subscribers)
        case .boxed(let box): deliver(box.model, to: subscribers)
        }
    }

    @inlinable
    func deliver(_ model: Model, to subscribers: consuming ContiguousArray<Subscriber<Model>>) {
        for subscriber in subscribers {
            subscriber.receive(model)
        }
    }

    /// Called under the lock by a thread with a model to deliver: returns true if that thread is
    /// now the deliverer, false if another thread is delivering and the model must be queued
    /// for it (the status then tells that thread to look at the queue before it steps down).
    @inlinable
    func becomeDeliverer() -> Bool {
        !flagDeliverer(orBecomeIt: true)
    }

    /// Called under the lock: whether another thread is delivering; if so, the status tells it
    /// to take the lock before it steps down (to release what was retired to it).
    @inlinable
    func isDelivering() -> Bool {
        flagDeliverer(orBecomeIt: false)
    }

    /// Called under the lock: if another thread is delivering, flags the status so that it
    /// takes the lock before it steps down, and returns true; otherwise returns false, having
    /// made this thread the deliverer if `claim` is set.
    @inlinable
    func flagDeliverer(orBecomeIt claim: Bool) -> Bool {
        while true {
            switch deliveryStatus.value {
            case DeliveryStatus.idle:
                // NB: a plain store suffices: only lock holders leave `idle`, and this thread
                // holds the lock. The acquiring load above pairs with the releasing step-down
                // of the previous deliverer, so its deliveries happen before this thread's.
                if claim { deliveryStatus.store(DeliveryStatus.delivering) }
                return false
            case DeliveryStatus.delivering:
                // NB: the deliverer may step down at any moment without the lock. Either this
                // exchange wins, and its step-down fails and it comes for the lock (waiting
                // until the caller has enqueued or retired what it must); or the step-down won,
                // the status is `idle`, and the next iteration sees that.
                if deliveryStatus.compareExchange(
                    expected: DeliveryStatus.delivering, desired: DeliveryStatus.deliveringWithPending)
                {
                    return true
                }
            default:
                return true  // already flagged; the deliverer will take the lock and drain
            }
        }
    }

    /// Called by the deliverer after each delivery: stops delivering, without taking the lock
    /// if nothing was queued meanwhile, or else delivers what was queued first.
    @inlinable
    func stepDown() {
        if deliveryStatus.compareExchange(expected: DeliveryStatus.delivering, desired: DeliveryStatus.idle) {
            return
        }
        deliverPending()
    }

    /// The deliverer's slow path: delivers what other threads queued, then steps down.
    @inlinable @inline(never)
    func deliverPending() {
        repeat {
            // NB: the status is `deliveringWithPending`, which only the deliverer (this thread)
            // changes, so the queue holds work, or boxes were retired to it, or `release`
            // emptied the queue. What was retired is released here, outside the lock: the
            // delivery it may have been borrowed for is over.
            let (next, retired) = withLock { state -> ((Delivery, ContiguousArray<Subscriber<Model>>)?, [ModelBox<Model>]) in
                let retired = state.takeRetired()
                guard let (delivery, recipients, isLast) = state.takeNext() else {
                    deliveryStatus.store(DeliveryStatus.idle)
                    return (nil, retired)
                }
                if isLast {
                    deliveryStatus.store(DeliveryStatus.delivering)
                }
                return ((delivery, recipients), retired)
            }
            withExtendedLifetime(retired) {}
            guard let (delivery, recipients) = next else { return }
            deliver(delivery.model, to: recipients)
        } while !deliveryStatus.compareExchange(expected: DeliveryStatus.delivering, desired: DeliveryStatus.idle)
    }

    /// Registers a subscriber and delivers the current model to it first (or queues that
    /// delivery behind the ones already pending, so its first model is never out of order).
    ///
    /// `make` runs inside the lock (it must only build the subscriber) and receives the new
    /// subscriber's id and the generation of the first model it will receive.
    func add(_ make: (_ id: UInt64, _ firstGeneration: UInt64) -> Subscriber<Model>) -> UInt64 {
        let (subscriber, first) = withLock { state -> (Subscriber<Model>?, StoredModel<Model>?) in
            guard let model = state.model else { return (nil, nil) }
            state.lastSubscriberID += 1
            var subscriber = make(state.lastSubscriberID, header.currentGeneration.value)
            subscriber.id = state.lastSubscriberID
            state.subscribers.append(subscriber)
            if becomeDeliverer() {
                return (subscriber, model)
            }
            state.enqueue(model, to: [subscriber])
            return (subscriber, nil)
        }
        guard let subscriber else { return 0 }
        if let first {
            subscriber.receive(first.model)
            stepDown()
        }
        return subscriber.id
    }

    /// The current model together with its generation, read atomically.
    func snapshot() -> (model: Model?, generation: UInt64) {
        withLock { ($0.model?.model, header.currentGeneration.value) }
    }

    func removeSubscriber(_ id: UInt64) {
        // NB: the removed closure is released after the lock, in case releasing it runs deinit
        // code that touches this source.
        let removed = withLock { state -> Subscriber<Model>? in
            // Subscribers are appended with increasing ids, so the array is sorted by id.
            var low = state.subscribers.startIndex
            var high = state.subscribers.endIndex
            while low < high {
                let middle = (low + high) / 2
                if state.subscribers[middle].id < id { low = middle + 1 } else { high = middle }
            }
            guard low < state.subscribers.endIndex, state.subscribers[low].id == id else { return nil }
            state.subscribersVersion += 1
            return state.subscribers.remove(at: low)
        }
        _ = removed
    }
}

extension ContiguousArray {
    /// The elements of this id-sorted snapshot that are still in `current` (also id-sorted).
    @usableFromInline
    func keepingOnly<Model>(_ current: ContiguousArray<Subscriber<Model>>) -> Self where Element == Subscriber<Model> {
        var kept = Self()
        var index = current.startIndex
        for subscriber in self {
            while index < current.endIndex, current[index].id < subscriber.id {
                index += 1
            }
            if index < current.endIndex, current[index].id == subscriber.id {
                kept.append(subscriber)
            }
        }
        return kept
    }
}
