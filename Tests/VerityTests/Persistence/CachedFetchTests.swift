import Foundation
import Testing
import Verity
import VerityTesting

@Suite("A cached fetch", .timeLimit(.minutes(1)))
struct CachedFetchTests {
    /// Counts calls, from any thread.
    final class Calls: Sendable {
        private let recorder = Recorder<Int>()
        func record() { recorder.append(1) }
        var count: Int { recorder.values.count }
    }

    @Test(
        "a stored value younger than freshFor is shown at once and fetched only when refresh is invoked",
        .timeLimit(.minutes(1)))
    func aFreshStoredValueIsShownAndNotFetchedUntilRefresh() async throws {
        let now = Date()
        let store = InMemoryStore(Persisted(value: "cached", savedAt: now.addingTimeInterval(-10)))
        let fetches = Calls()
        let quote = Source(
            fetching: {
                fetches.record(); return "fetched"
            }, cachedIn: store, freshFor: .seconds(60), now: { now })
        #expect(quote.model.value == "cached")
        // NB: a fetch is work the source owns from the moment it is started, so a fetch started
        // by the initializer would be listed here already, and would have counted by the time
        // `workFinished()` below returns: no sleep is needed to catch it.
        #expect(quote.runningWork.isEmpty, "a fresh cache is not refetched")

        try #require(quote.model.value == "cached" ? quote.model : nil).refreshing()
        #expect(await quote.first { $0.value == "fetched" } != nil)
        #expect(await quote.workFinished())
        #expect(fetches.count == 1, "only the refresh fetched")
        #expect(store.load()?.value == "fetched")
    }

    @Test func aStaleStoredValueShowsWhileAFreshOneIsFetched() async throws {
        let now = Date()
        let store = InMemoryStore(Persisted(value: "old", savedAt: now.addingTimeInterval(-120)))
        let gate = Gate()
        let quote = Source<Fetchable<String>>(
            fetching: {
                await gate.wait(); return "new"
            }, cachedIn: store, freshFor: .seconds(60), now: { now })
        #expect(quote.model.value == "old")
        let shown = Recorder<String?>()
        let subscription = quote.subscribe { shown.append($0.value) }
        await gate.open()
        #expect(await quote.first { $0.value == "new" } != nil)
        #expect(shown.values == ["old", "new"], "the stored value is shown once, not again when the fetch starts")
        withExtendedLifetime(subscription) {}
        #expect(await quote.workFinished())
        #expect(store.load()?.value == "new")
    }

    @Test func nothingStoredFetchesAtOnceAndAFailureCanBeRetried() async throws {
        let store = InMemoryStore<Int>()
        let fetches = Calls()
        let number = Source<Fetchable<Int>>(
            fetching: {
                fetches.record()
                if fetches.count == 1 { throw ScriptedStore<Int>.Failure(message: "offline") }
                return 42
            }, cachedIn: store, freshFor: .seconds(60))
        let failure = try #require(await number.first { $0.failure != nil }?.failure)
        #expect(failure.attempts == 1)
        failure.retry()
        #expect(await number.first { $0.value == 42 } != nil)
    }

    @Test func theCacheIsSharedWithAPersistableSourceOverTheSameStore() async throws {
        let store = InMemoryStore<String>()
        let settings = Source(persistedIn: store)
        let fetched = Source<Fetchable<String>>(fetching: { "remote" }, cachedIn: store, freshFor: .seconds(60))
        #expect(await fetched.first { $0.value == "remote" } != nil)
        #expect(await settings.first { $0.value == "remote" } != nil)
    }

    @Test func persistedUsingReadsTheStoreOnceAndNeverInsideRefresh() async throws {
        let store = ScriptedStore<Int>(Persisted(value: 0, savedAt: Date()))
        let tally = FetchCounter()
        let source = Source<Fetchable<Int>>(fetching: { tally.next() }).persisted(using: store)
        #expect(await source.first { $0.value == 1 } != nil)
        let reads = store.readCount
        source.model.refreshing()
        #expect(store.readCount == reads, "refresh must not read the store in the action body")
        #expect(source.model.value == 1, "the stored value shows while the refresh fetches")
        #expect(await source.first { $0.value == 2 } != nil)
        #expect(await source.workFinished())
        #expect(store.value?.value == 2)
    }
}

/// Hands out 1, 2, 3… from any thread.
final class FetchCounter: Sendable {
    private let recorder = Recorder<Int>()
    func next() -> Int {
        recorder.append(0)
        return recorder.values.count
    }
}

extension Fetchable {
    /// Invokes `refresh` of a fetched model.
    func refreshing() {
        if case .fetched(let fetched) = self { fetched.refresh() }
    }
}
