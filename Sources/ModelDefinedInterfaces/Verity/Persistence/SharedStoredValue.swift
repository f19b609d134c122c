import VeritySynchronization

/// The one value that every persistable source over a store shares: what the store holds (as
/// last read or written), the write in flight, and the sources to tell when it changes.
///
/// A change shows at once in every source (each emits its model of the new value) and is
/// written to the store afterwards, off the thread that made it, by work the changing source
/// owns. Writes run one at a time, in order, and a write still waiting is replaced by a newer
/// one: each writes the whole value, so only the latest matters. A write that fails puts back
/// what the store still holds, with the error, unless a newer write follows.
final class SharedStoredValue<Store: PersistenceStore>: Sendable {
    typealias Value = Store.Value

    /// What the sources show.
    struct Snapshot: Sendable {
        var content: StoredContent<Value>
        /// The last write's error, if it failed and no write has succeeded since.
        var writeError: (any Error)?
    }

    private enum Write: Sendable {
        case save(Persisted<Value>)
        case remove

        var content: StoredContent<Value> {
            switch self {
            case .save(let persisted): .loaded(persisted)
            case .remove: .loaded(nil)
            }
        }
    }

    private struct State: Sendable {
        var shown: Snapshot
        /// What the store holds according to the last read or successful write.
        var confirmed: StoredContent<Value>
        var pending: Write?
        var isWriting = false
        var listeners: [UInt64: @Sendable () -> Void] = [:]
        var lastListener: UInt64 = 0
    }

    let store: Store
    private let state: Locked<State>

    /// Reads the store once; every source over it starts from what this finds.
    init(store: Store) {
        self.store = store
        let content = Self.read(store)
        state = Locked(State(shown: Snapshot(content: content), confirmed: content))
    }

    /// What every source over the store shows now.
    var snapshot: Snapshot {
        state.withLock { $0.shown }
    }

    /// Calls `refresh` after every change, until the returned token is released.
    func listen(_ refresh: @escaping @Sendable () -> Void) -> OnRelease {
        let id = state.withLock { state in
            state.lastListener += 1
            state.listeners[state.lastListener] = refresh
            return state.lastListener
        }
        return OnRelease { [self] in
            let removed = state.withLock { $0.listeners.removeValue(forKey: id) }
            withExtendedLifetime(removed) {}
        }
    }

    /// Shows `persisted` (nothing, to clear) in every source now, and returns whether the
    /// caller must start the work that writes it: `false` when a write is already running,
    /// since that work picks this one up next.
    func change(to persisted: Persisted<Value>?) -> Bool {
        let write: Write = persisted.map { .save($0) } ?? .remove
        let mustStart = state.withLock { state -> Bool in
            state.shown = Snapshot(content: write.content)
            state.pending = write
            if state.isWriting { return false }
            state.isWriting = true
            return true
        }
        notify()
        return mustStart
    }

    /// Writes until no write is waiting. Runs on work a source owns; it ignores cancellation,
    /// because a change the sources have shown must still reach the store when they go away.
    func writePending() {
        while true {
            let next = state.withLock { state -> Write? in
                guard let write = state.pending else {
                    state.isWriting = false
                    return nil
                }
                state.pending = nil
                return write
            }
            guard let next else { return }
            do {
                switch next {
                case .save(let persisted): try store.save(persisted)
                case .remove: try store.remove()
                }
                state.withLock { $0.confirmed = next.content }
            } catch {
                VerityLog.write("could not write \(store.identity.map { "\($0)" } ?? "the store"): \(error)")
                let putBack = state.withLock { state -> Bool in
                    // NB: a newer write is waiting: it decides what the store holds.
                    guard state.pending == nil else { return false }
                    state.shown = Snapshot(content: state.confirmed, writeError: error)
                    return true
                }
                if putBack { notify() }
            }
        }
    }

    /// Reads the store again (after a failed read), unless a write is under way, which decides.
    func reload() {
        let content = Self.read(store)
        let changed = state.withLock { state -> Bool in
            guard !state.isWriting else { return false }
            state.confirmed = content
            state.shown = Snapshot(content: content)
            return true
        }
        if changed { notify() }
    }

    private func notify() {
        let listeners = state.withLock { Array($0.listeners.values) }
        for refresh in listeners { refresh() }
    }

    private static func read(_ store: Store) -> StoredContent<Value> {
        do {
            return .loaded(try store.load())
        } catch {
            VerityLog.write("could not read \(store.identity.map { "\($0)" } ?? "the store"): \(error)")
            return .unreadable(error)
        }
    }
}

/// What a store holds, as far as its sources know.
enum StoredContent<Value: Sendable>: Sendable {
    /// The stored value, or nothing.
    case loaded(Persisted<Value>?)
    /// The store could not be read.
    case unreadable(any Error)
}
