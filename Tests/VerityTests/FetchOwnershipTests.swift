import Foundation
import Testing
import Verity
import VerityTesting

/// Requirement (issue 49): a fetching source owns its fetch as it owns work started with
/// `SourceSetter.run`, and a burst of taps on one model's `refresh` starts one fetch.
@Suite("A fetching source owns its fetch", .timeLimit(.minutes(1)))
struct FetchOwnershipTests {
    @Test("releasing a fetching source cancels the fetch it started")
    func releasingTheSourceCancelsItsFetch() async {
        let (events, event) = AsyncStream.makeStream(of: String.self)
        let (never, keepOpen) = AsyncStream.makeStream(of: Void.self)
        var source: Source<Fetchable<Int>>? = Source(
            named: "Slow",
            fetching: {
                event.yield("started")
                // NB: ends only when the fetch's task is cancelled.
                for await _ in never {}
                event.yield(Task.isCancelled ? "cancelled" : "ended")
                return 0
            })
        var seen = events.makeAsyncIterator()
        #expect(await seen.next() == "started")
        #expect(source?.runningWork == ["fetching Slow"])
        source = nil
        // NB: a fetch nobody cancels never ends, and the suite's time limit fails the test.
        #expect(await seen.next() == "cancelled")
        #expect(source == nil)
        withExtendedLifetime(keepOpen) {}
    }

    @Test("SourceTester.finish(timeout:) waits for a fetch that is still running, and names it")
    func finishWaitsForTheFetch() async {
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let tester = SourceTester(
            Source(
                named: "Slow",
                fetching: {
                    start.yield()
                    for await _ in gate { break }
                    return 1
                }))
        var starts = started.makeAsyncIterator()
        _ = await starts.next()
        await withKnownIssue {
            await tester.finish(timeout: .milliseconds(20))
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains(#"Slow still runs work"#) && $0.rawValue.contains(#""fetching Slow""#)
            }
        }
        open.yield()
        await tester.expect(\.value, equals: 1)
        #expect(await tester.source.workFinished())
    }

    @Test("a burst of refresh taps from 8 threads at once on one fetched model starts one fetch")
    func aBurstOfRefreshTapsStartsOneFetch() async throws {
        let fetches = Recorder<Int>()
        let source = Source(
            named: "Burst",
            fetching: {
                fetches.append(1)
                return fetches.values.count
            })
        for round in 1...25 {
            #expect(await source.workFinished())
            guard case .fetched(let fetched) = source.model else {
                Issue.record("round \(round): not fetched but \(source.model)")
                return
            }
            let before = fetches.values.count
            try #require(runConcurrently(8) { _ in fetched.refresh() })
            #expect(await source.workFinished())
            #expect(fetches.values.count - before == 1, "fetches started by the burst of round \(round)")
        }
    }

    @Test("a burst of retry taps from 8 threads at once on one failure starts one fetch")
    func aBurstOfRetryTapsStartsOneFetch() async throws {
        struct Down: Error {}
        let fetches = Recorder<Int>()
        let source = Source<Fetchable<Int>>(
            named: "Down",
            fetching: {
                fetches.append(1)
                throw Down()
            })
        for round in 1...25 {
            #expect(await source.workFinished())
            let failure = try #require(source.model.failure, "round \(round)")
            let before = fetches.values.count
            try #require(runConcurrently(8) { _ in failure.retry() })
            #expect(await source.workFinished())
            #expect(fetches.values.count - before == 1, "fetches started by the burst of round \(round)")
        }
    }

    @Test("a burst of refresh taps on a cached fetch's fetched model starts one fetch while it runs")
    func aBurstOfRefreshTapsOnACachedFetchStartsOneFetch() async throws {
        let fetches = Recorder<Int>()
        let bursts = Recorder<Int>()
        let source = Source(
            named: "Cached",
            fetching: {
                fetches.append(1)
                let fetch = fetches.values.count
                // NB: the fetch a burst starts ends after the burst: a tap that came after it
                // would be a new request of the new value, which stays in the same state.
                while bursts.values.count < fetch - 1 { await Task.yield() }
                return fetch
            },
            cachedIn: InMemoryStore<Int>(),
            freshFor: .seconds(3600))
        for round in 1...25 {
            #expect(await source.workFinished())
            guard case .fetched(let fetched) = source.model else {
                Issue.record("round \(round): not fetched but \(source.model)")
                return
            }
            let before = fetches.values.count
            try #require(runConcurrently(8) { _ in fetched.refresh() })
            bursts.append(round)
            #expect(await source.workFinished())
            #expect(fetches.values.count - before == 1, "fetches started by the burst of round \(round)")
        }
    }
}
