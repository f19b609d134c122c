extension SourceCore {
    /// Emits a model that has no actions of its own; it starts a new state.
    @inlinable
    func emit(_ model: Model) {
        _ = commit(model, emission: nil, requiring: nil)
    }

    /// Builds (outside the lock) and emits a model whose actions are made with a fresh
    /// emission; returns the epoch of the state it was emitted in (`State.released` if the
    /// source is gone).
    @inlinable
    func emit(_ build: (ActionFactory) -> Model) -> UInt64 {
        let (spare, names) = withLock { $0.takeSpare() }
        let emission = makeEmission(spare: consume spare, names: names)
        return commit(build(ActionFactory(emission: emission)), emission: emission, requiring: nil) ?? State.released
    }

    /// Read-modify-write without holding the lock while `transform` runs: if another commit
    /// got in first, `transform` runs again on the newer model. `transform` returning `nil`
    /// declines: nothing is emitted. With `epoch`, the update happens only while the source is
    /// in that state, checked in the same step as the commit. Returns the epoch the new model
    /// is in, or `nil` if nothing was emitted.
    @inlinable
    func emitUpdate(inEpoch epoch: UInt64? = nil, _ transform: (Model, ActionFactory) -> Model?) -> UInt64? {
        while true {
            // NB: the spare emission comes with the model, unless the update cannot happen.
            let (current, basis, taken) = withLock { state in
                let required = epoch == nil || epoch == state.epoch
                return (state.box, state.generation, required ? state.takeSpare() : nil)
            }
            guard let current else {
                // NB: not initialized yet (wait, unless this is the initializer), or released.
                if isReadyForSets() { continue }
                return nil
            }
            guard let (spare, names) = taken else { return nil }
            let emission = makeEmission(spare: consume spare, names: names)
            guard let model = transform(current.model, ActionFactory(emission: emission)) else {
                // NB: declining must be decided on the current model: if another commit got in
                // meanwhile, ask again.
                if withLock({ $0.generation }) == basis { return nil }
                continue
            }
            if let committed = commit(model, emission: emission, requiring: basis) {
                return committed == State.released ? nil : committed
            }
        }
    }

    /// Makes `model` current and delivers it (or queues it for the thread already
    /// delivering). Returns the epoch of its state, `State.released` if the source is gone, or
    /// `nil`, changing nothing, if `basis` is given and is no longer the current generation.
    @inlinable
    func commit(_ model: consuming Model, emission: Emission?, requiring basis: UInt64?) -> UInt64? {
        let box = ModelBox(consume model)
        while true {
            // NB: the replaced model and emission leave the lock here and are released after
            // it, since releasing them can run any deinit.
            var replaced = Replaced()
            var recipients: ContiguousArray<Subscriber<Model>>? = nil
            let (epoch, ready) = withLock { state -> (UInt64?, Bool) in
                if state.isReleased { return (State.released, true) }
                guard state.box != nil else { return (nil, false) }
                if let basis, state.generation != basis { return (nil, true) }
                return (state.commit(box, emission: emission, replaced: &replaced, recipients: &recipients), true)
            }
            withExtendedLifetime(replaced) {}
            guard ready else {
                // NB: a set from work the initializer started waits for the initial model;
                // one from the initializer itself is refused.
                if isReadyForSets() { continue }
                return State.released
            }
            if let recipients = recipients.take() {
                deliver(box, to: recipients)
                deliverQueued()
            }
            return epoch
        }
    }

    /// Calls each subscriber with the model in `box`, in order.
    ///
    /// NB: the box is a parameter, so that the model is read from it in place: read by the
    /// caller, it was copied (a retain per reference it holds) for the call.
    @inlinable
    func deliver(_ box: ModelBox<Model>, to subscribers: consuming ContiguousArray<Subscriber<Model>>) {
        for subscriber in subscribers {
            subscriber.receive(box.model)
        }
    }

    /// Makes, as the deliverer, every delivery queued meanwhile; the last `takeNext` makes this
    /// thread stop delivering.
    @inlinable
    func deliverQueued() {
        while true {
            var dropped: ContiguousArray<Subscriber<Model>> = []
            let next = withLock { $0.takeNext(dropping: &dropped) }
            withExtendedLifetime(dropped) {}
            guard let next else { return }
            deliver(next.box, to: next.recipients)
        }
    }

    /// An emission for the model about to be built, from what `State.takeSpare` took: `spare`
    /// if nothing references it any more (no action of its model is left), or else a new one.
    /// NB: reusing it spares allocating an emission and its lists at every emission.
    @inlinable
    func makeEmission(spare: consuming Emission?, names: [String]?) -> Emission {
        if isKnownUniquelyReferenced(&spare), let reusable = spare.take() {
            reusable.reuse(expecting: names)
            return reusable
        }
        if let names { return Emission(owner: self, expecting: names) }
        return Emission(owner: self, expecting: spare?.expected ?? [])
    }

    /// Waits until the initial model is in place, so that a set made by work the initializer
    /// started elsewhere is not lost; returns false (the set is refused) on the initializer's
    /// own thread, and when the source is gone.
    @usableFromInline
    func isReadyForSets() -> Bool {
        while true {
            let (ready, released) = withLock { ($0.box != nil, $0.isReleased) }
            if ready { return true }
            if released || builder == currentThreadIdentity() { return false }
            yieldThread()
        }
    }
}
