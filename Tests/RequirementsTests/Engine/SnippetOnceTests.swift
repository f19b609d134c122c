import Testing

@testable import Requirements

@Suite("Each snippet shown once")
struct SnippetOnceTests {
    @Test("the summary on standard output shows the snippets, so the test issue leaves them out")
    func consoleReportsShowSnippets() {
        #expect(ScenarioCase.consoleShowsSnippets("summary"))
        #expect(ScenarioCase.consoleShowsSnippets("junit:build/junit.xml,pretty,summary:plain"))
        // NB: pretty and progress, as Cucumber's, end without a summary, so without the snippets.
        #expect(!ScenarioCase.consoleShowsSnippets("progress"))
        #expect(!ScenarioCase.consoleShowsSnippets("junit:build/junit.xml,pretty"))
        #expect(!ScenarioCase.consoleShowsSnippets("summary:build/summary.txt"))
        #expect(!ScenarioCase.consoleShowsSnippets("html:build/report.html,message:build/m.ndjson"))
        #expect(!ScenarioCase.consoleShowsSnippets(nil))
    }

    @Test("an undefined step's issue carries its snippet when no console report does")
    func issueCarriesTheSnippet() async throws {
        let steps = Steps<Shop>(world: Shop.init) { _ in }
        let result = await makeSuite("Feature: F\n  Scenario: S\n    Given a missing step\n", steps: steps).run()
        let problem = try #require(result.scenarios.first?.problems.first)
        #expect(problem.description.contains("Define it with:\nsteps.given(\"a missing step\")"))
        #expect(!problem.headline.contains("Define it with"))
    }
}
