import Foundation
import Testing
import Verity
import VerityTesting

/// Requirement (issue 49): a source that follows others counts their running work as its own,
/// so a test that waits for a derived source's work waits for its upstream's fetch, and the
/// wait before a retry is work the retrying source owns.
@Suite("A source counts the work of the sources it follows", .timeLimit(.minutes(1)))
struct FollowedWorkTests {
    struct Offline: Error {}

    @Test("a mapped source's running work names its upstream's fetch until the fetch returns")
    func aDerivedSourceNamesItsUpstreamsFetch() async {
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let upstream = Source(
            named: "Slow",
            fetching: {
                start.yield()
                for await _ in gate { break }
                return 1
            })
        let mapped = upstream.map { $0.value ?? 0 }
        let merged = Source.merging(mapped, Source(constant: 0))
        var starts = started.makeAsyncIterator()
        _ = await starts.next()
        #expect(mapped.runningWork == ["fetching Slow"])
        #expect(merged.runningWork == ["fetching Slow"])
        open.yield()
        #expect(await mapped.workFinished())
        #expect(mapped.model == 1)
    }

    @Test("SourceTester.finish(timeout:) on a derived source waits for its upstream's fetch")
    func finishOnADerivedSourceWaitsForTheUpstream() async {
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let tester = SourceTester(
            Source(
                named: "Slow",
                fetching: {
                    start.yield()
                    for await _ in gate { break }
                    return 1
                }
            ).map { $0.value ?? 0 })
        var starts = started.makeAsyncIterator()
        _ = await starts.next()
        await withKnownIssue {
            await tester.finish(timeout: .milliseconds(20))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(#""fetching Slow""#) }
        }
        open.yield()
        await tester.expect(\.self, equals: 1)
        await tester.finish(timeout: .seconds(5))
    }

    @Test("the wait before a retry is named in running work and ends when the source is released")
    func theWaitBeforeARetryIsOwnedWork() async {
        let clock = TestClock()
        let (events, event) = AsyncStream.makeStream(of: String.self)
        var weather: Source<Fetchable<Int>>? = Source<Fetchable<Int>>(named: "Weather") {
            throw Offline()
        }
        .retrying(.constant(.seconds(60), maximumAttempts: 3), clock: clock)
        let probe = weather?.subscribe { model in
            if model.failure != nil { event.yield("failed") }
        }
        var seen = events.makeAsyncIterator()
        #expect(await seen.next() == "failed")
        #expect(await clock.waitForSleepers())
        #expect(weather?.runningWork == ["retrying Weather"])
        probe?.cancel()
        weather = nil
        // NB: an owned task is cancelled when its source is released, so the wait ends though
        // the test clock never moves; a wait nobody cancels fails the suite's time limit.
        while clock.sleeperCount > 0 { await Task.yield() }
        #expect(clock.sleeps == [.seconds(60)])
    }
}
