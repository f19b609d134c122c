import Testing

@testable import Requirements

@Suite("Retrying only some scenarios")
struct RetryTagsTests {
    static let feature = """
        Feature: Flaky things
          @network
          Scenario: fetch
            Given a step that fails
          Scenario: compute
            Given a step that fails
        """

    static func run(retryTags: String?) async -> [Int] {
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.given("a step that fails") { _ in throw Flake() }
        }
        let result = await makeSuite(Self.feature, steps: steps) {
            $0.retry = 2
            $0.retryTags = retryTags
        }.run()
        return result.scenarios.sorted { $0.scenario.line < $1.scenario.line }.map(\.attempts)
    }

    @Test("VERITY_RETRY_TAGS retries only the failing scenarios its tag expression matches")
    func onlyMatchingScenariosAreRetried() async {
        #expect(await Self.run(retryTags: "@network") == [3, 1])
    }

    @Test("without it every failing scenario is retried")
    func everyScenarioIsRetried() async {
        #expect(await Self.run(retryTags: nil) == [3, 3])
    }

    @Test("an invalid expression is a configuration error naming the variable")
    func invalidExpression() async {
        let steps = Steps<Shop>(world: Shop.init) { _ in }
        let result = await makeSuite(Self.feature, steps: steps) { $0.retryTags = "@a and" }.run()
        #expect(!result.success)
        #expect(result.problems.first?.contains("VERITY_RETRY_TAGS") == true)
    }

    @Test("the variable is read from the environment")
    func environment() throws {
        #expect(try RunConfiguration.environment(["VERITY_RETRY_TAGS": "@flaky"]).retryTags == "@flaky")
    }
}

/// A failure that a retry might not repeat.
private struct Flake: Error {}
