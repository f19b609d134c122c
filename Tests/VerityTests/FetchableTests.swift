import Foundation
import Testing
import Verity

@Suite(.timeLimit(.minutes(1))) struct FetchableTests {
    struct Failed: Error, Equatable {
        var attempt: Int
    }

    @Test func aFetchingSourceStartsFetchingAndShowsTheValue() async {
        let weather = Source(named: "Weather", fetching: { "sunny" })
        #expect(await weather.first { $0.value != nil }?.value == "sunny")
    }

    @Test func aFailureCountsAttemptsAndRetryFetchesAgain() async throws {
        let attempts = Recorder<Int>()
        let source = Source(
            named: "Flaky",
            fetching: {
                attempts.append(1)
                if attempts.values.count < 3 { throw Failed(attempt: attempts.values.count) }
                return 42
            })
        let first = try #require(await source.first { $0.failure != nil }?.failure)
        #expect(first.attempts == 1)
        #expect(first.error as? Failed == Failed(attempt: 1))
        first.retry()
        let second = try #require(await source.first { $0.failure?.attempts == 2 }?.failure)
        second.retry()
        #expect(await source.first { $0.value != nil }?.value == 42)
    }

    @Test func refreshFetchesAgainFromTheFetchedState() async throws {
        let counter = Recorder<Int>()
        let source = Source(
            named: "Counting",
            fetching: {
                counter.append(1)
                return counter.values.count
            })
        let fetched = try #require(await source.first { $0.value == 1 })
        guard case .fetched(let state) = fetched else { return }
        state.refresh()
        #expect(await source.first { $0.value == 2 }?.value == 2)
    }

    @Test func retryingRetriesAfterTheStrategysDelaysThenStops() async throws {
        let clock = InstantClock()
        let calls = Recorder<Int>()
        let source = Source<Fetchable<Int>>(
            named: "Down",
            fetching: {
                calls.append(1)
                throw Failed(attempt: calls.values.count)
            }
        ).retrying(.exponentialBackoff(initial: .seconds(1), maximum: .seconds(3), maximumAttempts: 4), clock: clock)

        let last = try #require(await source.first { $0.failure?.attempts == 4 }?.failure)
        #expect(last.error as? Failed == Failed(attempt: 4))
        #expect(clock.sleeps == [.seconds(1), .seconds(2), .seconds(3)])
        #expect(calls.values.count == 4, "no retry after the last allowed attempt")
    }

    @Test func decodingTurnsFetchedJSONIntoValuesAndBadJSONIntoFailures() async throws {
        struct Forecast: Decodable, Equatable { var temperature: Int }
        let good = Source(named: "Good", fetching: { Data(#"{"temperature": 21}"#.utf8) }).decoded(as: Forecast.self)
        #expect(await good.first { $0.value != nil }?.value == Forecast(temperature: 21))

        let bad = Source(named: "Bad", fetching: { Data("not json".utf8) }).decoded(as: Forecast.self)
        let failure = try #require(await bad.first { $0.failure != nil }?.failure)
        #expect(failure.error is DecodingError)
        #expect(failure.retry.identity == ActionIdentity(source: "Bad", method: "refresh"))
    }

    @Test("a combined fetch shows both values together, and its refresh fetches both again")
    func combinedFetchWaitsForBothAndRefreshesBoth() async throws {
        let (fetches, fetched) = AsyncStream.makeStream(of: String.self)
        let user = Source(
            named: "User",
            fetching: {
                fetched.yield("user"); return "ada"
            })
        let avatar = Source(
            named: "Avatar",
            fetching: {
                fetched.yield("avatar"); return 7
            })
        let profile = user.combinedFetch(with: avatar)
        let shown = try #require(await profile.first { $0.value != nil })
        #expect(shown.value?.0 == "ada")
        #expect(shown.value?.1 == 7)
        guard case .fetched(let state) = shown else { return }
        state.refresh()
        // NB: waits on the fetches themselves, not on an emission: when the refreshed values
        // equal the old ones, the last fetch to finish may emit nothing new. A missing fetch
        // leaves the wait to the suite's time limit, which fails the test.
        var seen: [String] = []
        for await fetch in fetches {
            seen.append(fetch)
            if seen.count == 4 { break }
        }
        #expect(seen.sorted() == ["avatar", "avatar", "user", "user"])
    }

    @Test func combinedFetchFailsWhenEitherFails() async throws {
        let user = Source(named: "User", fetching: { "ada" })
        let avatar = Source<Fetchable<Int>>(named: "Avatar", fetching: { throw Failed(attempt: 1) })
        let failure = try #require(await user.combinedFetch(with: avatar).first { $0.failure != nil }?.failure)
        #expect(failure.error as? Failed == Failed(attempt: 1))
    }
}

extension Source {
    /// The first model, current or later, that satisfies `predicate`.
    func first(where predicate: @Sendable (Model) -> Bool) async -> Model? {
        for await model in values where predicate(model) {
            return model
        }
        return nil
    }
}

@Suite struct RetryStrategyTests {
    @Test(arguments: [(1, 1), (2, 2), (3, 4), (4, 8), (5, 10), (9, 10)])
    func exponentialBackoffDoublesUpToTheMaximum(failedAttempts: Int, seconds: Int) {
        let strategy = RetryStrategy.exponentialBackoff(
            initial: .seconds(1), maximum: .seconds(10), maximumAttempts: 10)
        #expect(strategy.delay(failedAttempts) == .seconds(seconds))
    }

    @Test func constantAndImmediateStrategiesWaitTheSameEveryTime() {
        #expect(RetryStrategy.constant(.seconds(3), maximumAttempts: 2).delay(5) == .seconds(3))
        #expect(RetryStrategy.immediately(maximumAttempts: 2).delay(5) == .zero)
    }
}
