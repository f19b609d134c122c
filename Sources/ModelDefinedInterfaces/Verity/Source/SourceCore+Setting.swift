extension SourceCore {
    /// Sets a model that has no actions of its own; it starts a new epoch.
    @inlinable
    func set(_ model: Model) {
        _ = commit(model, table: nil, requiring: nil)
    }

    /// Builds (outside the lock) and sets a model whose actions are made with a fresh action
    /// table; returns the epoch it was committed in, or `nil` if the set was refused.
    @inlinable
    func set(_ build: (ActionFactory) -> Model) -> UInt64? {
        let (spare, names) = withLock { $0.takeSpareTable() }
        let table = makeActionTable(spare: consume spare, names: names)
        return commit(build(ActionFactory(table: table)), table: table, requiring: nil).epoch
    }

    /// Read-modify-write without holding the lock while `transform` runs: if another commit
    /// got in first, `transform` runs again on the newer model. `transform` returning `nil`
    /// declines: nothing is set. With `epoch`, the update happens only while the source is in
    /// that epoch, checked in the same step as the commit. Returns the epoch the new model is
    /// in, or `nil` if nothing was set.
    @inlinable
    func update(requiringEpoch epoch: UInt64? = nil, _ transform: (Model, ActionFactory) -> Model?) -> UInt64? {
        while true {
            // NB: the spare table comes with the model, unless the update cannot happen.
            let (current, basis, taken) = withLock { ledger in
                let required = epoch == nil || epoch == ledger.epoch
                return (ledger.box, ledger.generation, required ? ledger.takeSpareTable() : nil)
            }
            guard let current else {
                // NB: not initialized yet (wait, unless this is the initializer), or released.
                if waitForInitialModel() { continue }
                return nil
            }
            guard let (spare, names) = taken else { return nil }
            let table = makeActionTable(spare: consume spare, names: names)
            guard let model = transform(current.model, ActionFactory(table: table)) else {
                // NB: declining must be decided on the current model: if another commit got in
                // meanwhile, ask again.
                if withLock({ $0.generation }) == basis { return nil }
                continue
            }
            switch commit(model, table: table, requiring: basis) {
            case .committed(let epoch): return epoch
            case .stale: continue
            case .refused: return nil
            }
        }
    }
}
