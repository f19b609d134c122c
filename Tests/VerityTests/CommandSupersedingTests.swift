import Testing
import Verity
import VerityTesting

/// Search as you type, as a functional core: every keystroke asks for a search, and only the
/// latest query's results may ever show.
private struct Search: FunctionalCore, Equatable {
    enum Event: Sendable, Equatable {
        case typed(String)
        case found(query: String, results: [String])
    }

    enum Command: SupersedingCommand, Equatable, CustomStringConvertible {
        case search(String)
        case log(String)

        var supersedingKey: String? {
            if case .search = self { "search" } else { nil }
        }

        var description: String {
            switch self {
            case .search(let query): "search(\(query))"
            case .log(let line): "log(\(line))"
            }
        }
    }

    var query = ""
    var results: [String] = []
    var resultsFor: String?

    mutating func handle(_ event: Event) -> [Command] {
        switch event {
        case .typed(let query):
            self.query = query
            return [.search(query), .log(query)]
        case .found(let query, let results):
            (self.results, resultsFor) = (results, query)
            return []
        }
    }
}

private struct SearchScreen: Sendable, Equatable {
    var query: String
    var resultsFor: String?
    var type: Action<String>
}

@Suite("A newer command supersedes an earlier one with the same key")
struct CommandSupersedingTests {
    /// A search that takes one second per letter less than ten, on `clock`, and answers even
    /// when cancelled (as a careless `perform` might), with the query in its results.
    private static func search(clock: TestClock, logged: ActionSpy<String>) -> Source<SearchScreen> {
        Source(named: "Search", running: Search()) { command in
            switch command {
            case .search(let query):
                try? await clock.sleep(for: .seconds(10 - query.count))
                return .found(query: query, results: [query + "!"])
            case .log(let line):
                logged.action(line)
                return nil
            }
        } model: { search, actions in
            SearchScreen(
                query: search.query, resultsFor: search.resultsFor, type: actions.action("type") { .typed($0) })
        }
    }

    @Test func theLatestQueryWinsAndTheEarlierSearchIsCancelledAndDropped() async {
        let clock = TestClock()
        let logged = ActionSpy<String>("log")
        let source = Self.search(clock: clock, logged: logged)
        let tester = SourceTester(source, timeout: .seconds(20), clock: clock)

        tester.invoke(\.type, "s")
        await tester.expect(\.query, equals: "s")
        #expect(await clock.waitForSleepers())
        #expect(source.runningWork == ["perform search(s), log(s)"], "the tester sees the search while it runs")

        tester.invoke(\.type, "sw")
        await tester.expect(\.query, equals: "sw")
        // The second search (8 s) answers before the first would have (9 s); the first was
        // cancelled when the second started, answered at once, and its answer was dropped.
        await tester.expect(\.resultsFor, equals: "sw")
        #expect(clock.now.offset == .seconds(8))
        await tester.finish(timeout: .seconds(5))

        #expect(source.model.resultsFor == "sw")
        let fedBack = tester.actionEvents.filter { $0.action.method == "perform" }.map { $0.input as? Search.Event }
        #expect(fedBack == [.found(query: "sw", results: ["sw!"])])
        #expect(logged.invocations == ["sw"], "a superseded run stops: the rest of its commands do not run")
    }

    @Test func commandsWithoutAKeyAreNeverSuperseded() async {
        let clock = TestClock()
        let logged = ActionSpy<String>("log")
        let source = Self.search(clock: clock, logged: logged)
        let tester = SourceTester(source, timeout: .seconds(20), clock: clock)
        tester.invoke(\.type, "s")
        await tester.expect(\.query, equals: "s")
        await tester.expect(\.resultsFor, equals: "s")
        tester.invoke(\.type, "sw")
        await tester.expect(\.query, equals: "sw")
        await tester.expect(\.resultsFor, equals: "sw")
        await tester.finish(timeout: .seconds(5))
        #expect(logged.invocations == ["s", "sw"])
    }
}
