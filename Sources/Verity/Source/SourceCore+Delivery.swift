extension SourceCore {
    /// Emits a model that has no actions of its own.
    @inlinable
    func emit(_ model: Model) {
        guard isReadyForSets() else { return }
        let generation = header.reserveGeneration()
        _ = commit(model, generation: generation, ifCurrent: nil)
    }

    /// Builds (outside the lock) and emits a model whose actions belong to a fresh generation.
    func emit(_ build: (ActionFactory) -> Model) {
        guard isReadyForSets() else { return }
        let generation = header.reserveGeneration()
        let model = build(ActionFactory(header: header, generation: generation))
        _ = commit(model, generation: generation, ifCurrent: nil)
    }

    /// Read-modify-write without holding the lock while `transform` runs: retry if another
    /// emission got in first.
    func emitUpdate(_ transform: (Model, ActionFactory) -> Model) {
        guard isReadyForSets() else { return }
        while true {
            let (stored, basis) = state.withLock { ($0.model, header.currentGeneration.value) }
            guard let current = stored else { return }
            let generation = header.reserveGeneration()
            let model = transform(current, ActionFactory(header: header, generation: generation))
            if commit(model, generation: generation, ifCurrent: basis) {
                return
            }
        }
    }

    /// Makes `model` current and delivers it (or queues it for the thread already delivering).
    /// Returns false, changing nothing, if `ifCurrent` is given and no longer current.
    @inlinable
    func commit(_ model: Model, generation: UInt64, ifCurrent basis: UInt64?) -> Bool {
        // NB: the replaced model comes out of the lock in `previous` and is released after it:
        // releasing a model can run arbitrary deinit code, which must never run under the lock.
        var previous: Model? = model
        let commit = state.withLock { state -> Commit in
            guard state.model != nil else {
                return .done  // released: sets change nothing any more
            }
            if let basis, header.currentGeneration.value != basis {
                return .refused
            }
            swap(&previous, &state.model)
            header.currentGeneration.store(generation)
            if state.subscribers.isEmpty {
                return .done
            }
            if state.isDelivering {
                state.enqueue(model, to: state.subscribers)
                return .done
            }
            state.isDelivering = true
            return .deliver(state.subscribers)
        }
        withExtendedLifetime(previous) {}
        switch commit {
        case .refused:
            return false
        case .done:
            return true
        case .deliver(let subscribers):
            for subscriber in subscribers {
                subscriber.receive(model)
            }
            drainPending()
            return true
        }
    }

    /// Delivers whatever other threads queued while this one was delivering, then steps down.
    @inlinable
    func drainPending() {
        while let (model, subscribers) = state.withLock({ $0.takeNext() }) {
            for subscriber in subscribers {
                subscriber.receive(model)
            }
        }
    }

    /// Registers a subscriber and delivers the current model to it first (or queues that
    /// delivery behind the ones already pending, so its first model is never out of order).
    ///
    /// `make` runs inside the lock (it must only build the subscriber) and receives the new
    /// subscriber's id and the generation of the first model it will receive.
    func add(_ make: (_ id: UInt64, _ firstGeneration: UInt64) -> Subscriber<Model>) -> UInt64 {
        let (subscriber, first) = state.withLock { state -> (Subscriber<Model>?, Model?) in
            guard let model = state.model else { return (nil, nil) }
            state.lastSubscriberID += 1
            var subscriber = make(state.lastSubscriberID, header.currentGeneration.value)
            subscriber.id = state.lastSubscriberID
            state.subscribers.append(subscriber)
            if state.isDelivering {
                state.enqueue(model, to: [subscriber])
                return (subscriber, nil)
            }
            state.isDelivering = true
            return (subscriber, model)
        }
        guard let subscriber else { return 0 }
        if let first {
            subscriber.receive(first)
            drainPending()
        }
        return subscriber.id
    }

    /// The current model together with its generation, read atomically.
    func snapshot() -> (model: Model?, generation: UInt64) {
        state.withLock { ($0.model, header.currentGeneration.value) }
    }

    func removeSubscriber(_ id: UInt64) {
        // NB: the removed closure is released after the lock, in case releasing it runs deinit
        // code that touches this source.
        let removed = state.withLock { state -> Subscriber<Model>? in
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
