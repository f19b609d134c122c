import Testing
import Verity
import VerityTesting

@Suite("Example: search as you type", .timeLimit(.minutes(1)))
struct SearchTests {
    /// A search server whose answers take time on the test clock, and which answers even when
    /// nobody waits any more (a request already sent cannot be taken back).
    final class Server: Sendable {
        let clock: TestClock
        let queries = Locked<[String]>([])
        let latency: @Sendable (String) -> Duration
        /// One element per query sent, so that a test can wait for a query instead of polling.
        fileprivate let sends: AsyncStream<Void>
        private let sending: AsyncStream<Void>.Continuation

        init(clock: TestClock, latency: @escaping @Sendable (String) -> Duration = { _ in .milliseconds(100) }) {
            self.clock = clock
            self.latency = latency
            (sends, sending) = AsyncStream.makeStream(of: Void.self)
        }

        func search(_ query: String) async -> [String] {
            queries.withLock { $0.append(query) }
            sending.yield()
            let (clock, wait) = (clock, latency(query))
            return await Task {
                try? await clock.sleep(for: wait)
                return ["swift", "swiss", "sweden", "abba", "abc"].filter { $0.hasPrefix(query) }
            }.value
        }
    }

    @Test func typingFastSearchesOnceForTheLastQueryAfterThePause() async {
        let clock = TestClock()
        let server = Server(clock: clock)
        let tester = SourceTester(Search.source(clock: clock, search: server.search), clock: clock)
        for text in ["s", "sw", "swi"] {
            tester.invoke(\.type, text)
            await tester.expect(\.query, equals: text)
        }
        await tester.expect(\.results, equals: .found(["swift", "swiss"]))
        await tester.finish(timeout: .seconds(5))
        #expect(server.queries.withLock { $0 } == ["swi"], "one search, for the last query")
        #expect(clock.now.offset == .milliseconds(400), "300 ms pause after the last keystroke, 100 ms answer")
    }

    @Test func noKeystrokeIsLostWhenTheViewTypesFromTheModelItDrew() async throws {
        let clock = TestClock()
        let server = Server(clock: clock)
        let source = Search.source(clock: clock, search: server.search)
        let tester = SourceTester(source, clock: clock)
        let drawn = source.model
        drawn.type("s")  // the view has not redrawn between these keystrokes
        drawn.type("sw")
        await tester.expect(\.query, equals: "s")
        await tester.expect(\.query, equals: "sw")
        await tester.expect(\.results, equals: .found(["swift", "swiss", "sweden"]))
        await tester.finish(timeout: .seconds(5))
    }

    @Test func aLateAnswerForAnEarlierQueryNeverReplacesTheLatest() async throws {
        let clock = TestClock()
        let server = Server(clock: clock) { $0 == "a" ? .seconds(5) : .seconds(1) }
        let tester = SourceTester(Search.source(clock: clock, search: server.search), clock: clock)
        tester.invoke(\.type, "a")
        await tester.expect(\.query, equals: "a")
        await clock.waitForSleepers()
        await clock.advance(by: .milliseconds(300))  // the pause ends: "a" is sent, and answers in 5 s
        #expect(await server.sent("a"))
        tester.invoke(\.type, "ab")
        await tester.expect(\.query, equals: "ab")
        await tester.expect(\.results, equals: .found(["abba", "abc"]))
        await clock.run()  // "a"'s answer arrives, late
        #expect(await tester.source.workFinished())
        await tester.finish(timeout: .seconds(5))  // and changed nothing: no model is left unasserted
        #expect(tester.model.results == .found(["abba", "abc"]))
        #expect(server.queries.withLock { $0 } == ["a", "ab"])
    }
}

extension SearchTests.Server {
    /// Waits until `query` has been sent, however long that takes; `false` only if the test is
    /// cancelled first (by its time limit). One wait at a time.
    func sent(_ query: String) async -> Bool {
        if queries.withLock({ $0.contains(query) }) { return true }
        for await _ in sends where queries.withLock({ $0.contains(query) }) {
            return true
        }
        return false
    }
}
