extension SourceCore: ActionOwner {
    @usableFromInline
    func registerUnderLock(_ action: OfferedAction, in emission: Emission) -> Int {
        withLock { _ in
            emission.others.append(action)
            return Emission.otherSlots + emission.others.count - 1
        }
    }

    @usableFromInline
    func name(at slot: Int, of emission: Emission) -> String {
        withLock { _ in emission.lockedName(at: slot) }
    }

    @usableFromInline
    func admission(slot: Int, of emission: Emission) -> (Admission, [ActionObserver]) {
        withLock { state in
            let admission = state.admission(slot: slot, of: emission)
            return (admission, state.observers.isEmpty ? [] : state.observers.map(\.call))
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
        withLock { state in
            state.lastObserverID += 1
            state.observers.append((state.lastObserverID, observer))
            return state.lastObserverID
        }
    }

    func removeObserver(_ id: UInt64) {
        // NB: the removed closure is released after the lock, since that may run any deinit.
        let removed = withLock { state -> ActionObserver? in
            guard let index = state.observers.firstIndex(where: { $0.id == id }) else { return nil }
            return state.observers.remove(at: index).call
        }
        withExtendedLifetime(removed) {}
    }
}

extension SourceCore.State {
    /// What an invocation of the action in `slot` of `emission` runs: its own body if
    /// its model is current; if the source has emitted since but is still in the state that
    /// model was committed in, the current model's action of that name (its own if several
    /// share the name); otherwise nothing. An action of another type under the same name cannot
    /// stand in for it: the caller's cast of the body fails.
    func admission(slot: Int, of emission: Emission) -> Admission {
        if isReleased { return .refused(.sourceReleased) }
        if current !== emission {
            guard emission.isCommitted, emission.epoch == epoch, let current else { return .refused(.superseded) }
            let method = emission.lockedName(at: slot)
            var found: Int?
            var repeated = false
            for index in current.names.indices where current.names[index] == method {
                repeated = found != nil
                if repeated { break }
                found = index
            }
            if !repeated {
                guard let found else { return .refused(.superseded) }
                return .run(current.offeredBody(found))
            }
        }
        // NB: the emission's bodies are read only once it is committed (it is the current one,
        // or one of the same state): before, its builder may still be adding to them without
        // the lock.
        guard let own = emission.body(at: slot) else { return .refused(.superseded) }
        return .run(own)
    }
}
