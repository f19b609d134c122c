extension SourceCore {
    /// Everything a source knows, guarded by its lock.
    @usableFromInline
    struct State: Sendable {
        /// The epoch `SourceState.currentState` reports once the source is gone.
        @usableFromInline static var released: UInt64 { .max }

        /// The current model; `nil` before the initial model is set and after release.
        @usableFromInline var box: ModelBox<Model>?
        /// The number of the current model: it counts commits (see `commit`).
        @usableFromInline var generation: UInt64 = 0
        /// The source's current state (see `Action`): it changes when a commit offers other
        /// action names than the model before, or none.
        @usableFromInline var epoch: UInt64 = 1
        @usableFromInline var isReleased = false
        /// The current model's emission; `nil` when the model was set without a factory. Its
        /// actions run their own body; it offers its bodies to earlier models' actions of the
        /// same state.
        @usableFromInline var current: Emission?
        /// The emission of the model before the current one, kept for the next build to reuse
        /// (see `SourceCore.makeEmission`).
        @usableFromInline var spare: Emission?
        /// In the order they subscribed, so sorted by id.
        @usableFromInline var subscribers: ContiguousArray<Subscriber<Model>> = []
        /// Changes whenever a subscriber leaves, so a queued delivery can tell cheaply whether
        /// its recipients are all still subscribed.
        @usableFromInline var subscribersVersion: UInt64 = 0
        @usableFromInline var lastSubscriberID: UInt64 = 0
        /// Whether a thread (the deliverer) is delivering; only it delivers, so subscribers
        /// see one model at a time, in the order the models were committed.
        @usableFromInline var isDelivering = false
        /// Deliveries committed while another thread was delivering, oldest first from
        /// `pendingHead`; the deliverer makes them before it stops.
        @usableFromInline var pending: [Delivery?] = []
        @usableFromInline var pendingHead = 0
        @usableFromInline var observers: [(id: UInt64, call: ActionObserver)] = []
        @usableFromInline var lastObserverID: UInt64 = 0

        @inlinable
        init() {}

        /// Makes `box` the current model, moving to the state its emission's actions name, and
        /// returns that state's epoch. `recipients` receives the subscribers this thread
        /// delivers to, if it becomes the deliverer; otherwise the delivery is queued for the
        /// thread delivering. `replaced` receives what the caller releases after the lock.
        @inlinable
        mutating func commit(
            _ box: ModelBox<Model>, emission: Emission?, replaced: inout Replaced,
            recipients: inout ContiguousArray<Subscriber<Model>>?
        ) -> UInt64 {
            generation += 1
            replaced.box = self.box
            self.box = box
            // NB: a model offering the names the current one offers stays in its state; a model
            // without actions of its own always starts a new one.
            emission?.seal()
            if emission?.offersTheSameNames(as: current) != true { epoch += 1 }
            emission?.epoch = epoch
            replaced.emission = spare
            spare = current
            current = emission
            if !subscribers.isEmpty, startDelivery(box, to: subscribers) {
                recipients = subscribers
            }
            return epoch
        }

        /// Takes the spare emission for the next build, with the names it is to expect: those the
        /// current model offers, or `nil` when it expects them already (then they stay here).
        @inlinable
        mutating func takeSpare() -> (spare: Emission?, names: [String]?) {
            let spare = spare.take()
            guard let current else { return (spare, []) }
            return (spare, spare?.expected == current.names ? nil : current.names)
        }

        /// Whether this thread becomes the deliverer, to deliver `box` to `recipients` itself;
        /// if another thread is delivering, the delivery is queued for it instead.
        @inlinable
        mutating func startDelivery(_ box: ModelBox<Model>, to recipients: ContiguousArray<Subscriber<Model>>) -> Bool {
            guard isDelivering else {
                isDelivering = true
                return true
            }
            pending.append(Delivery(box: box, recipients: recipients, version: subscribersVersion))
            return false
        }

        /// The deliverer's next delivery, restricted to the subscribers still subscribed, or
        /// `nil`, and the deliverer stops, when none is queued. `dropped` receives the queued
        /// recipients, which may hold the last reference to a subscriber that left, for the
        /// caller to release after the lock.
        @inlinable
        mutating func takeNext(dropping dropped: inout ContiguousArray<Subscriber<Model>>) -> Delivery? {
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

        /// Checks, in debug builds, what must hold whenever the lock is released.
        ///
        /// NB: plain conditions rather than `assert`, whose closure copied the whole state in a
        /// debug build.
        @inlinable
        func checkInvariants() {
            #if DEBUG
            if !pending.isEmpty && !isDelivering {
                assertionFailure("deliveries are queued but nobody delivers them")
            }
            if let last = subscribers.last, last.id > lastSubscriberID {
                assertionFailure("a subscriber has an id never given out")
            }
            if isReleased && (box != nil || current != nil || spare != nil || !subscribers.isEmpty || !pending.isEmpty)
            {
                assertionFailure("a released source holds on")
            }
            #endif
        }
    }

    /// What a commit replaced, for the caller to release after the lock: releasing either may
    /// run any deinit.
    @usableFromInline
    struct Replaced {
        @usableFromInline var box: ModelBox<Model>?
        @usableFromInline var emission: Emission?

        @inlinable
        init() {}
    }

    /// One model on its way to subscribers.
    @usableFromInline
    struct Delivery: Sendable {
        @usableFromInline let box: ModelBox<Model>
        @usableFromInline var recipients: ContiguousArray<Subscriber<Model>>
        /// `State.subscribersVersion` when the recipients were taken.
        @usableFromInline let version: UInt64

        @inlinable
        init(box: ModelBox<Model>, recipients: ContiguousArray<Subscriber<Model>>, version: UInt64) {
            self.box = box
            self.recipients = recipients
            self.version = version
        }
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
