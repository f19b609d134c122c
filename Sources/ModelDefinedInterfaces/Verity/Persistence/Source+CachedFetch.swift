import Foundation
import VeritySynchronization

extension Source {
    /// Creates a source that fetches a value with `fetch` and keeps the last one in `store`,
    /// fetching only when the stored value is missing or older than `maximumAge`.
    ///
    /// - A stored value younger than `maximumAge` is shown as `.fetched` at once, and nothing
    ///   is fetched until `refresh` is invoked.
    /// - An older one is shown as `.fetched` while a fresh value is fetched; with none stored,
    ///   the source starts `.fetching`.
    /// - Every fetched value is saved, off the caller's thread, as work the source owns; the
    ///   stored value is shared with every persistable source over the same place.
    /// - A failed fetch is `.failure`, whose `retry` fetches again.
    /// - Each fetch is work the source owns, named `fetching` and the source's name. A burst of
    ///   taps on one model's `refresh` (or `retry`) starts one fetch while that fetch runs: the
    ///   first tap to run starts it, and the stored value shown meanwhile offers a `refresh` that
    ///   does nothing. That model, like the fetched one after it, stays in the state of the
    ///   model tapped (it offers `refresh` too, see `Action`), so a tap that arrives once the
    ///   fetch has finished refreshes the new value: it is a new request, not part of the burst.
    ///
    /// ```swift
    /// let quote = Source(fetching: { try await api.quote("AAPL") },
    ///                    cachedIn: try SQLiteStore<Quote>(database: database, key: "AAPL"),
    ///                    freshFor: .seconds(60))
    /// ```
    ///
    /// - Parameters:
    ///   - name: How the source's actions describe themselves; defaults to the model's type name.
    ///   - fetch: Fetches the value when nothing fresh is stored.
    ///   - store: Where the last fetched value is kept, with the date it was saved.
    ///   - maximumAge: How long a stored value spares a fetch (`freshFor`).
    ///   - now: The current date, injectable for tests.
    public convenience init<Value, Store: PersistenceStore>(
        named name: String? = nil,
        fetching fetch: @escaping @Sendable () async throws -> Value,
        cachedIn store: Store,
        freshFor maximumAge: Duration,
        now: @escaping @Sendable () -> Date = { Date() }
    ) where Model == Fetchable<Value>, Store.Value == Value {
        let loop = CachedFetch(fetch: fetch, shared: SharedStoredValues.value(for: store), now: now)
        let stored = loop.stored
        let isFresh = stored.map { now().timeIntervalSince($0.savedAt) < maximumAge.timeInterval } ?? false
        self.init(named: name) { state, actions in
            guard let stored else { return .fetching }
            let refresh = isFresh ? loop.refreshAction(after: 0, state, actions) : actions.action("refresh") {}
            return .fetched(.init(value: stored.value, refresh: refresh))
        }
        if !isFresh {
            loop.start(turn: 0, failedAttempts: 0, state: ownerState, showingStored: false)
        }
    }
}

/// Fetches one attempt at a time for a cached fetch, saving what arrives.
private struct CachedFetch<Store: PersistenceStore>: Sendable {
    typealias Value = Store.Value
    typealias State = SourceSetter<Fetchable<Value>>
    let fetch: @Sendable () async throws -> Value
    let shared: SharedStoredValue<Store>
    let now: @Sendable () -> Date
    /// The number of the latest attempt: the actions of the model attempt `n` leads to start
    /// attempt `n + 1`, and only the first of them to run does (see `Source(fetching:)`).
    let lastTurn = Locked<UInt64>(0)

    /// The stored value, if the store holds one.
    var stored: Persisted<Value>? {
        if case .loaded(let stored?) = shared.snapshot.content { stored } else { nil }
    }

    func refreshAction(after turn: UInt64, _ state: State, _ actions: ActionFactory) -> Action<Void> {
        actions.action("refresh") { startAfter(turn, failedAttempts: 0, state: state) }
    }

    /// Starts the attempt after `turn`, unless another tap on the same model already has.
    private func startAfter(_ turn: UInt64, failedAttempts: Int, state: State) {
        let claimed = lastTurn.withLock { last -> Bool in
            guard last == turn else { return false }
            last += 1
            return true
        }
        if claimed {
            start(turn: turn + 1, failedAttempts: failedAttempts, state: state)
        }
    }

    /// Shows the stored value (or `.fetching`) while one attempt runs, then its outcome;
    /// `showingStored` is false when the current model already shows it.
    func start(turn: UInt64, failedAttempts: Int, state: State, showingStored: Bool = true) {
        if !showingStored {
            // NB: the initial model already shows what is stored.
        } else if let stored {
            state.set { .fetched(.init(value: stored.value, refresh: $0.action("refresh") {})) }
        } else {
            state.set(.fetching)
        }
        state.run("fetching \(state.name)") {
            do {
                let value = try await fetch()
                guard !Task.isCancelled else { return }
                state.set { .fetched(.init(value: value, refresh: refreshAction(after: turn, state, $0))) }
                if shared.change(to: Persisted(value: value, savedAt: now())) {
                    shared.writePending()
                }
            } catch {
                guard !Task.isCancelled else { return }
                let attempts = failedAttempts + 1
                state.set { actions in
                    .failure(
                        .init(
                            error: error, attempts: attempts,
                            retry: actions.action("retry") {
                                startAfter(turn, failedAttempts: attempts, state: state)
                            }))
                }
            }
        }
    }
}
