extension SourceCore {
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

    /// One model on its way to subscribers.
    @usableFromInline
    struct Delivery: Sendable {
        @usableFromInline let box: ModelBox<Model>
        @usableFromInline var recipients: ContiguousArray<Subscriber<Model>>
        /// `Ledger.subscribersVersion` when the recipients were taken.
        @usableFromInline let version: UInt64

        @inlinable
        init(box: ModelBox<Model>, recipients: ContiguousArray<Subscriber<Model>>, version: UInt64) {
            self.box = box
            self.recipients = recipients
            self.version = version
        }
    }
}

extension SourceCore.Ledger {
    /// Whether this thread becomes the deliverer, to deliver `box` to `recipients` itself;
    /// if another thread is delivering, the delivery is queued for it instead.
    @inlinable
    mutating func startDelivery(_ box: ModelBox<Model>, to recipients: ContiguousArray<Subscriber<Model>>) -> Bool {
        guard isDelivering else {
            isDelivering = true
            return true
        }
        pending.append(SourceCore<Model>.Delivery(box: box, recipients: recipients, version: subscribersVersion))
        return false
    }

    /// The deliverer's next delivery, restricted to the subscribers still subscribed, or
    /// `nil`, and the deliverer stops, when none is queued. `dropped` receives the queued
    /// recipients, which may hold the last reference to a subscriber that left, for the
    /// caller to release after the lock.
    @inlinable
    mutating func takeNext(dropping dropped: inout ContiguousArray<Subscriber<Model>>) -> SourceCore<Model>.Delivery? {
        guard pendingHead < pending.count, var next = pending[pendingHead].take() else {
            isDelivering = false
            return nil
        }
        pendingHead += 1
        if pendingHead == pending.count {
            pending.removeAll(keepingCapacity: true)
            pendingHead = 0
        }
        if next.version != subscribersVersion {
            dropped = next.recipients
            next.recipients = next.recipients.keepingOnly(subscribers)
        }
        return next
    }
}

extension ContiguousArray {
    /// The elements of this id-sorted list of subscribers that are still in `current` (also
    /// id-sorted).
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
