import Testing
import Verity
import VerityTesting

@Suite("Operators on fetchable sources", .timeLimit(.minutes(1)))
struct FetchableOperatorTests {
    @Test func mapTransformsTheValueAndKeepsStatesAndActions() throws {
        let refresh = Action<Void>.doNothing
        #expect(Fetchable<Int>.fetching.map { $0 * 2 } == .fetching)
        #expect(
            Fetchable.fetched(.init(value: 2, refresh: refresh)).map { "\($0)" }
                == .fetched(.init(value: "2", refresh: refresh)))
        let failed = Fetchable<Int>.failure(
            .init(error: ScriptedStore<Int>.Failure(message: "x"), attempts: 2, retry: refresh)
        ).map { $0 + 1 }
        #expect(failed.failure?.attempts == 2)
        #expect(failed.failure?.retry == refresh)
    }

    @Test func mapFetchedKeepsTheUpstreamsRefreshWorking() async throws {
        let counter = FetchCounter()
        let doubled = Source<Fetchable<Int>>(fetching: { counter.next() }).mapFetched { $0 * 2 }
        let fetched = try #require(await doubled.first { $0.value == 2 }?.value)
        #expect(fetched == 2)
        doubled.model.refreshing()
        #expect(await doubled.first { $0.value == 4 } != nil)
    }

    @Test func refreshesIntervalAfterEachFetchedValueOnTheTestClock() async throws {
        let clock = TestClock()
        let counter = FetchCounter()
        let quote = Source<Fetchable<Int>>(fetching: { counter.next() }).refreshing(every: .seconds(30), clock: clock)
        _ = await quote.first { $0.value == 1 }
        #expect(await clock.waitForSleepers())
        #expect(clock.sleeps == [.seconds(30)])
        await clock.advance(by: .seconds(29))
        #expect(quote.model.value == 1)
        await clock.advance(by: .seconds(1))
        #expect(await quote.first { $0.value == 2 } != nil)
        #expect(await clock.waitForSleepers())
        #expect(clock.sleeps == [.seconds(30), .seconds(30)])
    }

    @Test func aRefreshByHandRestartsTheWait() async throws {
        let clock = TestClock()
        let counter = FetchCounter()
        let quote = Source<Fetchable<Int>>(fetching: { counter.next() }).refreshing(every: .seconds(30), clock: clock)
        _ = await quote.first { $0.value == 1 }
        #expect(await clock.waitForSleepers())
        await clock.advance(by: .seconds(20))
        quote.model.refreshing()
        _ = await quote.first { $0.value == 2 }
        #expect(await clock.waitForSleepers())
        await clock.advance(by: .seconds(20))
        #expect(quote.model.value == 2, "40 s after the first value but only 20 s after the second")
        await clock.advance(by: .seconds(10))
        #expect(await quote.first { $0.value == 3 } != nil)
    }

    @Test("releasing a refreshing source ends its wait for the next refresh and lets go of its upstream at once")
    func releasingItCancelsTheWaitAndLetsGoOfTheUpstream() async throws {
        let clock = TestClock()
        var upstream: Source<Fetchable<Int>>? = Source(fetching: { 1 })
        weak let weakUpstream = upstream
        var quote = upstream?.refreshing(every: .seconds(30), clock: clock)
        upstream = nil
        _ = await quote?.first { $0.value == 1 }
        #expect(await clock.waitForSleepers())
        quote = nil
        // NB: releasing the source cancels the waiting task, which a test clock lets go of
        // inside `cancel()`, and drops the one reference to the upstream: both hold on return.
        #expect(clock.sleeperCount == 0)
        #expect(weakUpstream == nil)
        _ = quote
    }

    @Test func aPlaceholderStandsInWhilePending() async throws {
        let gate = Gate()
        let feed = Source<Fetchable<[String]>>(fetching: {
            await gate.wait(); return ["real"]
        })
        .placeholder(.fetched(.init(value: ["skeleton"], refresh: .doNothing))) { $0.isFetching }
        #expect(feed.model.value == ["skeleton"])
        await gate.open()
        #expect(await feed.first { $0.value == ["real"] } != nil)
    }
}
