/// What a commit came to.
@usableFromInline
enum Commit {
    /// The model is current, in this epoch.
    case committed(epoch: UInt64)
    /// Nothing changed: another commit got in after the model it was computed from.
    case stale
    /// Nothing changed: the source is released, or the set came from its own initializer.
    case refused

    /// The epoch of a model committed, or `nil`.
    @inlinable
    var epoch: UInt64? {
        guard case .committed(let epoch) = self else { return nil }
        return epoch
    }
}

extension SourceCore {
    /// Makes `model` current and delivers it (or queues it for the thread already
    /// delivering), unless `basis` is given and is no longer the current generation. A set from
    /// work the initializer started elsewhere waits for the initial model.
    @inlinable
    func commit(_ model: consuming Model, table: ActionTable?, requiring basis: UInt64?) -> Commit {
        let box = ModelBox(consume model)
        while true {
            // NB: the replaced model and table leave the lock here and are released after it,
            // since releasing them can run any deinit.
            var replaced = Replaced()
            var recipients: ContiguousArray<Subscriber<Model>>? = nil
            let outcome = withLock { ledger -> Commit? in
                if ledger.isReleased { return .refused }
                guard ledger.box != nil else { return nil }
                if let basis, ledger.generation != basis { return .stale }
                let epoch = ledger.makeCurrent(box, table: table, replaced: &replaced, recipients: &recipients)
                return .committed(epoch: epoch)
            }
            withExtendedLifetime(replaced) {}
            guard let outcome else {
                if waitForInitialModel() { continue }
                return .refused
            }
            if let recipients = recipients.take() {
                deliver(box, to: recipients)
                deliverQueued()
            }
            return outcome
        }
    }
}
