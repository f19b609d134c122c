import CucumberMessages
import Requirements
import Testing

@Suite("Statuses and snippets")
struct StatusAndSnippetTests {
    @Test("Each undefined step gets a Swift snippet per proposed expression, with typed parameters")
    func snippets() async throws {
        let steps = Steps<Shop>(world: Shop.init)
        let feature = """
            Feature: F
              Scenario: S
                Given I have 3 "red" apples
                When I say "hi":
                  | a |
            """
        let result = await makeSuite(feature, steps: steps).run(collectingEnvelopes: true)
        let suggestions = result.envelopes.compactMap(\.suggestion)
        #expect(suggestions.count == 2)
        #expect(
            suggestions[0].snippets.map(\.code) == [
                "steps.given(\"I have {int} {string} apples\") { (world, int: Int, string: String) in\n    throw Pending()\n}",
                "steps.given(\"I have {float} {string} apples\") { (world, float: Double, string: String) in\n    throw Pending()\n}",
            ])
        #expect(suggestions[1].snippets.first?.code.contains("table: DataTable") == true)
        #expect(suggestions[1].snippets.first?.code.hasPrefix("steps.when(") == true)
        let problem = try #require(result.scenarios.first?.problems.first)
        #expect(problem.status == .undefined)
        #expect(problem.snippet?.contains("throw Pending()") == true)
    }

    @Test("Severity orders statuses as Cucumber does, and only some fail a non-strict run")
    func severity() {
        #expect(
            StepStatus.allCases.sorted() == [.unknown, .passed, .skipped, .pending, .undefined, .ambiguous, .failed])
        #expect(StepStatus.allCases.filter { $0.failsRun(strict: false) } == [.ambiguous, .failed])
        #expect(
            StepStatus.allCases.filter { $0.failsRun(strict: true) } == [.pending, .undefined, .ambiguous, .failed])
    }

    @Test("Two definitions matching one step make it ambiguous, naming both")
    func ambiguity() async throws {
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.given("a {word}") { (_, _: String) in }
            steps.given("a step") { _ in }
        }
        let result = await makeSuite("Feature: F\n  Scenario: S\n    Given a step\n", steps: steps).run()
        let problem = try #require(result.scenarios.first?.problems.first)
        #expect(problem.status == .ambiguous)
        #expect(problem.definitions.count == 2)
        #expect(problem.message == "2 step definitions match: 'a {word}', 'a step'")
    }
}
