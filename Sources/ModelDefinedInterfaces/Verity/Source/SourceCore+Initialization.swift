extension SourceCore {
    /// Builds the initial model with `initial` and makes it current, holding `initializing`
    /// throughout, so that a set from work `initial` starts elsewhere can wait for it.
    func initialize(building initial: (SourceSetter<Model>, ActionFactory) -> Model) {
        initializing.withLock { _ in
            let table = ActionTable(owner: self, expecting: [])
            let model = initial(SourceSetter(core: self), ActionFactory(table: table))
            var replaced = Replaced()
            var recipients: ContiguousArray<Subscriber<Model>>? = nil
            withLock { ledger in
                _ = ledger.makeCurrent(ModelBox(model), table: table, replaced: &replaced, recipients: &recipients)
            }
        }
    }

    /// Waits, blocking this thread, until the initial model is in place, so that a set made
    /// by work the initializer started elsewhere is not lost; returns whether it is, and the
    /// set can go ahead. Returns false, without waiting, on the initializer's own thread (its
    /// sets are refused) and once the source is gone.
    ///
    /// NB: the wait is a lock, `initializing`, which the initializer holds until the initial
    /// model is current (CONTRIBUTING.md, "Unsafe constructs"): the waiting thread sleeps
    /// instead of spinning, and a set that finds a model in place never takes it.
    @usableFromInline
    func waitForInitialModel() -> Bool {
        let (inPlace, released) = withLock { ($0.box != nil, $0.isReleased) }
        if inPlace { return true }
        if released || initializingThread == currentThreadIdentity() { return false }
        initializing.withLock { _ in }
        return true
    }
}
