import Foundation
import Testing
import Verity
import VerityTesting

@Suite("A persisted value turns stale on time", .timeLimit(.minutes(1)))
struct PersistableStalenessTests {
    /// Dates that move with a test clock, from a fixed start.
    struct Calendar: Sendable {
        let clock = TestClock()
        let start = Date(timeIntervalSince1970: 1_000_000)

        var now: @Sendable () -> Date {
            { [clock, start] in start.addingTimeInterval(clock.now.offset.seconds) }
        }
    }

    @Test func theSourceEmitsAgainWithIsStaleTrueAtTheMomentTheValueExpires() async throws {
        let time = Calendar()
        let store = InMemoryStore(Persisted(value: "token", savedAt: time.start.addingTimeInterval(-30)))
        let source = Source(
            named: "Token", persistedIn: store, staleAfter: .seconds(60), now: time.now, clock: time.clock)
        let tester = SourceTester(source)
        #expect(tester.model.found?.isStale == false)

        #expect(await time.clock.waitForSleepers())
        #expect(time.clock.sleeps == [.seconds(30)], "it waits exactly until the value is 60 s old")
        await time.clock.advance(by: .seconds(29))
        #expect(tester.received.isEmpty, "not stale a second early")
        await time.clock.advance(by: .seconds(1))
        await tester.expect(\.found?.isStale, equals: true)
        await tester.finish(timeout: .seconds(5))
    }

    @Test func aNewValueRestartsTheWaitAndTheOldWaitNeverFires() async throws {
        let time = Calendar()
        let store = InMemoryStore<Int>()
        let source = Source(
            named: "Count", persistedIn: store, staleAfter: .seconds(10), now: time.now, clock: time.clock)
        try #require(source.model.notFound).set(1)
        #expect(await time.clock.waitForSleepers())
        await time.clock.advance(by: .seconds(6))
        try #require(source.model.found).set(2)
        await time.clock.advance(by: .seconds(6))
        #expect(source.model.found?.isStale == false, "the value set 6 s ago is fresh")
        await time.clock.advance(by: .seconds(4))
        let found = try #require(await source.first { $0.found?.isStale == true }?.found)
        #expect(found.value == 2)
        #expect(await source.workFinished())
    }

    @Test func anActionFromTheFreshModelStillRunsAfterTheStaleOneIsEmitted() async throws {
        let time = Calendar()
        let store = InMemoryStore(Persisted(value: 1, savedAt: time.start))
        let source = Source(persistedIn: store, staleAfter: .seconds(5), now: time.now, clock: time.clock)
        let fresh = try #require(source.model.found)
        #expect(await time.clock.waitForSleepers())
        await time.clock.advance(by: .seconds(5))
        _ = await source.first { $0.found?.isStale == true }
        fresh.set(2)
        #expect(source.model.value == 2, "expiry stays in the same state, so the drawn `set` is kept")
        #expect(source.model.found?.isStale == false)
    }

    @Test("releasing a persistable source ends its wait for expiry at once, instead of holding the clock")
    func releasingTheSourceCancelsTheWait() async throws {
        let time = Calendar()
        let store = InMemoryStore(Persisted(value: 1, savedAt: time.start))
        var source: Source<Persistable<Int>>? = Source(
            persistedIn: store, staleAfter: .seconds(5), now: time.now, clock: time.clock)
        weak let released = source
        #expect(await time.clock.waitForSleepers())
        #expect(time.clock.sleeperCount == 1)
        source = nil
        #expect(released == nil)
        // NB: releasing the source cancels the waiting task, and a test clock lets go of a
        // cancelled sleeper inside `cancel()`: the count is zero on return, with nothing to wait for.
        #expect(time.clock.sleeperCount == 0, "the wait ends with the source instead of holding it for 5 s")
    }

    @Test func theWaitForExpiryIsNotWorkThatKeepsATestFromFinishing() async {
        let time = Calendar()
        let store = InMemoryStore(Persisted(value: 1, savedAt: time.start))
        let tester = SourceTester(
            Source(persistedIn: store, staleAfter: .seconds(3600), now: time.now, clock: time.clock))
        #expect(await time.clock.waitForSleepers())
        #expect(tester.source.runningWork.isEmpty)
        await tester.finish(timeout: .seconds(5))
    }

    @Test func aValueOlderThanTheMaximumAgeAtCreationIsStaleAndNothingWaits() throws {
        let time = Calendar()
        let store = InMemoryStore(Persisted(value: 1, savedAt: time.start.addingTimeInterval(-60)))
        let source = Source(persistedIn: store, staleAfter: .seconds(60), now: time.now, clock: time.clock)
        #expect(source.model.found?.isStale == true)
        #expect(time.clock.sleeperCount == 0)
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
