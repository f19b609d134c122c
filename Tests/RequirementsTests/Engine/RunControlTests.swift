import CucumberMessages
import Requirements
import Testing

@Suite("Selection and control")
struct RunControlTests {
    static let feature = """
        Feature: Control
          Scenario: one
            Given a step
          @wip
          Scenario: two
            Given a step
          @slow
          Scenario: three
            Given a failing step
          Scenario Outline: four <n>
            Given a step
            Examples:
              | n |
              | a |
              | b |
        """

    static func steps(_ recorder: Recorder) -> Steps<Shop> {
        Steps(world: Shop.init) { steps in
            steps.before { scenario in recorder.record(scenario.scenario.name) }
            steps.given("a step") { _ in }
            steps.given("a failing step") { _ in throw Pending() }
        }
    }

    func run(_ configure: (inout RunConfiguration) -> Void) async -> (RunResult, [String]) {
        let recorder = Recorder()
        var configuration = RunConfiguration()
        configuration.parallel = false
        configure(&configuration)
        let suite = FeatureSuite(
            Self.steps(recorder), features: [FeatureFile(uri: "features/control.feature", text: Self.feature)],
            configuration: configuration)
        let result = await suite.run(collectingEnvelopes: true)
        return (result, recorder.recorded)
    }

    @Test("By default @wip scenarios are left out")
    func defaultTags() async {
        let (_, ran) = await run { _ in }
        #expect(ran == ["one", "three", "four a", "four b"])
    }

    @Test("Tag expressions, name patterns and file:line locations select scenarios")
    func selection() async {
        #expect(await run { $0.tags = "@slow or @wip" }.1 == ["two", "three"])
        #expect(await run { $0.name = "^four" }.1 == ["four a", "four b"])
        #expect(
            await run { $0.locations = [FeatureLocation(path: "control.feature", lines: [2, 15])] }.1 == [
                "one", "four b",
            ])
        #expect(
            await run { $0.locations = [FeatureLocation(path: "control.feature", lines: [10])] }.1 == [
                "four a", "four b",
            ])
    }

    @Test("Reverse order runs the last scenario first; a random order repeats with its seed")
    func order() async {
        #expect(await run { $0.order = .reverse }.1 == ["four b", "four a", "three", "one"])
        let (first, firstOrder) = await run { $0.order = .random(seed: 42) }
        let (_, secondOrder) = await run { $0.order = .random(seed: 42) }
        #expect(first.seed == 42)
        #expect(firstOrder == secondOrder)
        #expect(Set(firstOrder) == ["one", "three", "four a", "four b"])
    }

    @Test("Shards split the scenarios into disjoint parts that together cover them all")
    func shards() async throws {
        var all: [String] = []
        for index in 1...3 {
            let shard = try Shard(index, of: 3)
            all += await run { $0.shard = shard }.1
        }
        #expect(all.sorted() == ["four a", "four b", "one", "three"])
        #expect(throws: RunConfigurationError.self) { try Shard(4, of: 3) }
    }

    @Test("Strict runs fail on pending steps; non-strict runs do not")
    func strictness() async {
        #expect(await run { _ in }.0.success == false)
        #expect(await run { $0.strict = false }.0.success == true)
    }

    @Test("A dry run matches every step but runs no code")
    func dryRun() async {
        let (result, ran) = await run { $0.dryRun = true }
        #expect(ran.isEmpty)
        #expect(stepStatuses(result).allSatisfy { $0.allSatisfy { $0 == "SKIPPED" } })
    }

    @Test("Fail fast stops scheduling scenarios after the first failure")
    func failFast() async {
        let (result, ran) = await run { $0.failFast = true }
        #expect(ran == ["one", "three"])
        #expect(result.scenarios.count == 2)
        #expect(!result.success)
    }

    @Test("A failing scenario is retried with a fresh world until it passes or runs out of retries")
    func retry() async {
        let attempts = Recorder()
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.given("a flaky step") { shop in
                attempts.record("attempt")
                guard shop.purchases.isEmpty else { throw Pending("stale world") }
                shop.purchases.append("x")
                if attempts.recorded.count < 3 { throw Flaky() }
            }
        }
        let suite = makeSuite("Feature: F\n  Scenario: S\n    Given a flaky step\n", steps: steps) { $0.retry = 5 }
        let result = await suite.run(collectingEnvelopes: true)
        #expect(result.success)
        #expect(result.scenarios.first?.attempts == 3)
        #expect(result.envelopes.compactMap(\.testCaseFinished).map(\.willBeRetried) == [true, true, false])
    }
}

struct Flaky: Error {}

@Suite("Parallel runs")
struct ParallelRunTests {
    @Test("Scenarios run in parallel each get their own world, and every message is emitted once")
    func parallelScenarios() async {
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.given("I buy {int}") { (shop, item: Int) in
                await Task.yield()
                shop.purchases.append("\(item)")
            }
            steps.then("I have bought only {int}") { (shop, item: Int) in
                guard shop.purchases == ["\(item)"] else { throw Pending("shared world: \(shop.purchases)") }
            }
        }
        var text = "Feature: Many\n"
        for index in 0..<60 {
            text += "  Scenario: S\(index)\n    Given I buy \(index)\n    Then I have bought only \(index)\n"
        }
        let suite = makeSuite(text, steps: steps) { $0.parallel = true }
        let result = await suite.run(collectingEnvelopes: true)
        #expect(result.success)
        #expect(result.scenarios.count == 60)
        #expect(result.envelopes.compactMap(\.testCaseStarted).count == 60)
        #expect(result.envelopes.compactMap(\.testStepFinished).count == 120)
        #expect(result.envelopes.last?.testRunFinished != nil)
    }
}
