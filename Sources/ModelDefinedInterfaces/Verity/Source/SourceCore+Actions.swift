extension SourceCore: ActionOwner {
    @usableFromInline
    func registerUnderLock(_ action: OfferedAction, in table: ActionTable) -> Int {
        withLock { _ in
            table.others.append(action)
            return ActionTable.otherSlots + table.others.count - 1
        }
    }

    @usableFromInline
    func name(at slot: Int, of table: ActionTable) -> String {
        withLock { _ in table.lockedName(at: slot) }
    }

    @usableFromInline
    func judge(slot: Int, of table: ActionTable) -> (Verdict, [ActionObserver]) {
        withLock { ledger in
            let verdict = ledger.verdict(on: slot, of: table)
            return (verdict, ledger.observers.isEmpty ? [] : ledger.observers.map(\.call))
        }
    }

    @usableFromInline
    var isReleased: Bool {
        withLock { $0.isReleased }
    }

    /// Tells action observers that a functional core's `perform` fed `event` back to its core.
    func reportFeedback(_ event: any Sendable) {
        let observers = withLock { $0.observers }
        guard !observers.isEmpty else { return }
        let reported = ActionEvent(
            action: ActionIdentity(source: name, method: "perform"), input: event, outcome: .executed)
        for observer in observers { observer.call(reported) }
    }

    func addObserver(_ observer: @escaping ActionObserver) -> UInt64 {
        withLock { ledger in
            ledger.lastObserverID += 1
            ledger.observers.append((ledger.lastObserverID, observer))
            return ledger.lastObserverID
        }
    }

    func removeObserver(_ id: UInt64) {
        // NB: the removed closure is released after the lock, since that may run any deinit.
        let removed = withLock { ledger -> ActionObserver? in
            guard let index = ledger.observers.firstIndex(where: { $0.id == id }) else { return nil }
            return ledger.observers.remove(at: index).call
        }
        withExtendedLifetime(removed) {}
    }
}

extension SourceCore.Ledger {
    /// What an invocation of the action in `slot` of `invoked` runs: its own body if its model
    /// is current; if the source has been set since but is still in the epoch that model was
    /// committed in, the current model's action of that name (its own if several share the
    /// name); otherwise nothing. An action of another type under the same name cannot stand in
    /// for it: the caller's cast of the body fails.
    func verdict(on slot: Int, of invoked: ActionTable) -> Verdict {
        if isReleased { return .refused(.sourceReleased) }
        if table !== invoked {
            guard invoked.isCommitted, invoked.epoch == epoch, let table else { return .refused(.superseded) }
            let method = invoked.lockedName(at: slot)
            var found: Int?
            var repeated = false
            for index in table.names.indices where table.names[index] == method {
                repeated = found != nil
                if repeated { break }
                found = index
            }
            if !repeated {
                guard let found else { return .refused(.superseded) }
                return .run(table.offeredBody(found))
            }
        }
        // NB: the table's bodies are read only once it is committed (it is the current one,
        // or one of the same epoch): before, its building thread may still be adding to them
        // without the lock.
        guard let own = invoked.body(at: slot) else { return .refused(.superseded) }
        return .run(own)
    }
}
