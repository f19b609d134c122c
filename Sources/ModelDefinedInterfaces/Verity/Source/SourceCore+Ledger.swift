extension SourceCore {
    /// Everything a source knows, guarded by its lock.
    @usableFromInline
    struct Ledger: Sendable {
        /// The current model; `nil` before the initial model is set and after release.
        @usableFromInline var box: ModelBox<Model>?
        /// The number of the current model: it counts commits (see `makeCurrent`).
        @usableFromInline var generation: UInt64 = 0
        /// The source's epoch (see `Action`): it changes when a commit offers other action
        /// names than the model before, or none.
        @usableFromInline var epoch: UInt64 = 1
        @usableFromInline var isReleased = false
        /// The current model's action table; `nil` when the model was set without a factory.
        /// Its actions run their own body; it offers its bodies to earlier models' actions of
        /// the same epoch.
        @usableFromInline var table: ActionTable?
        /// The action table of the model before the current one, kept for the next build to
        /// reuse (see `SourceCore.makeActionTable`).
        @usableFromInline var spareTable: ActionTable?
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

        /// Adds a subscriber, numbered after the last, whose closure `receive` makes from its id.
        mutating func register(
            receive: (_ id: UInt64) -> @Sendable (Model) -> Void, sourceReleased: (@Sendable () -> Void)?
        ) -> Subscriber<Model> {
            lastSubscriberID += 1
            let subscriber = Subscriber(
                id: lastSubscriberID, receive: receive(lastSubscriberID), sourceReleased: sourceReleased)
            subscribers.append(subscriber)
            return subscriber
        }

        /// Makes `box` the current model, moving to the epoch its table's action names call
        /// for, and returns that epoch. `recipients` receives the subscribers this thread
        /// delivers to, if it becomes the deliverer; otherwise the delivery is queued for the
        /// thread delivering. `replaced` receives what the caller releases after the lock.
        @inlinable
        mutating func makeCurrent(
            _ box: ModelBox<Model>, table newTable: ActionTable?, replaced: inout Replaced,
            recipients: inout ContiguousArray<Subscriber<Model>>?
        ) -> UInt64 {
            generation += 1
            replaced.box = self.box
            self.box = box
            // NB: a model offering the names the current one offers stays in its epoch; a
            // model without actions of its own always starts a new one.
            newTable?.seal()
            if newTable?.offersTheSameNames(as: table) != true { epoch += 1 }
            newTable?.epoch = epoch
            replaced.table = spareTable
            spareTable = table
            table = newTable
            if !subscribers.isEmpty, startDelivery(box, to: subscribers) {
                recipients = subscribers
            }
            return epoch
        }

        /// Takes the spare action table for the next build, with the names it is to expect:
        /// those the current model offers, or `nil` when it expects them already (then they
        /// stay here).
        @inlinable
        mutating func takeSpareTable() -> (spare: ActionTable?, names: [String]?) {
            let spare = spareTable.take()
            guard let table else { return (spare, []) }
            return (spare, spare?.expected == table.names ? nil : table.names)
        }

        /// Checks, in debug builds, what must hold whenever the lock is released.
        ///
        /// NB: plain conditions rather than `assert`, whose closure copied the whole ledger in
        /// a debug build.
        @inlinable
        func checkInvariants() {
            #if DEBUG
            if !pending.isEmpty && !isDelivering {
                assertionFailure("deliveries are queued but nobody delivers them")
            }
            if let last = subscribers.last, last.id > lastSubscriberID {
                assertionFailure("a subscriber has an id never given out")
            }
            if isReleased
                && (box != nil || table != nil || spareTable != nil || !subscribers.isEmpty || !pending.isEmpty)
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
        @usableFromInline var table: ActionTable?

        @inlinable
        init() {}
    }
}
