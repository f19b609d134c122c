import BankCore
import Dispatch
import GRDB
import Verity

/// One customer's accounts as a live Source, fed by a GRDB `ValueObservation`: whoever changes
/// the accounts (this session, another device, a sync), every subscriber sees the new list.
struct LiveAccounts: Sendable {
    let source: Source<[Account]>
    let observation: AnyDatabaseCancellable

    /// Starts observing `customer`'s accounts. The source's initial model is a first fetch
    /// made right away, so it is never empty; the observation then emits every change.
    static func start(for customer: CustomerID, in store: BankStore) -> LiveAccounts {
        // NB: should the first fetch fail, the list starts empty and the observation, which
        // fetches again as it starts, brings the real one.
        let first = (try? store.accounts(of: customer)) ?? []
        let feed = Guarded<SourceSetter<[Account]>?>(nil)
        let source = Source<[Account]>(named: "Accounts") { state, _ in
            feed.withLock { $0 = state }
            return first
        }
        let state = feed.withLock { $0 }
        let observation =
            ValueObservation
            .tracking { db in try BankStore.fetchAccounts(db, of: customer) }
            .removeDuplicates()
            .start(
                in: store.writer,
                scheduling: .async(onQueue: store.observations),
                onError: { _ in
                    // NB: a failed fetch ends the observation; the accounts stay as last seen.
                },
                onChange: { accounts in
                    // NB: deliveries come one at a time on the store's serial queue, so reading
                    // and then setting cannot interleave with another delivery.
                    guard let state, state.model != accounts else { return }
                    state.set(accounts)
                }
            )
        if let state, let interval = store.otherWritersCheck {
            lookForOtherWriters(every: interval, customer: customer, store: store, source: source, state: state)
        }
        return LiveAccounts(source: source, observation: observation)
    }

    /// Fetches the accounts again after `interval`, and so on for as long as the store lives
    /// and keeps `source` as the customer's live accounts.
    ///
    /// NB: GRDB observes the writes of its own connections only; another demo on the same file
    /// changes the accounts unseen, so its charges would show only after this process next
    /// wrote. On the observation's serial queue, so a look never lands between two deliveries,
    /// and on Dispatch's clock rather than a task's, so a busy cooperative pool cannot delay it.
    private static func lookForOtherWriters(
        every interval: Duration, customer: CustomerID, store: BankStore, source: Source<[Account]>,
        state: SourceSetter<[Account]>
    ) {
        let delay = DispatchTimeInterval.milliseconds(Int(interval / .milliseconds(1)))
        store.observations.asyncAfter(deadline: .now() + delay) { [weak store] in
            guard let store, store.live.withLock({ $0[customer]?.source }) === source else { return }
            if let accounts = try? store.accounts(of: customer), state.model != accounts {
                state.set(accounts)
            }
            lookForOtherWriters(every: interval, customer: customer, store: store, source: source, state: state)
        }
    }
}

extension BankStore {
    /// The customer's accounts, live. Every session of the same customer shares one source
    /// and one observation, kept for as long as the store.
    public func liveAccounts(of customer: CustomerID) -> Source<[Account]> {
        if let existing = live.withLock({ $0[customer] }) {
            return existing.source
        }
        let started = LiveAccounts.start(for: customer, in: self)
        let (kept, unused) = live.withLock { live -> (LiveAccounts, LiveAccounts?) in
            if let existing = live[customer] { return (existing, started) }
            live[customer] = started
            return (started, nil)
        }
        unused?.observation.cancel()
        return kept.source
    }
}
