import CucumberExpressions
import CucumberMessages
import Testing

@testable import Requirements

@Suite("An invalid step definition")
struct InvalidStepDefinitionTests {
    static let feature = """
        Feature: Folders
          Scenario: move to the root
            Given I move folder "docs" to "\\" using the WebDAV API
          Scenario: something else
            Given a step that works
        """

    @Test("fails the steps it was written for with its error, and every other scenario runs")
    func failsOnlyItsOwnSteps() async throws {
        let steps = Steps<Shop>(world: Shop.init) { steps in
            // A pasted snippet of old: `"\"` is a backslash that escapes nothing.
            steps.given(#"I move folder {string} to "\" using the WebDAV API"#) { (_, _: String) in }
            steps.given("a step that works") { _ in }
        }
        let result = await makeSuite(Self.feature, steps: steps).run(collectingEnvelopes: true)
        #expect(!result.success)
        #expect(stepStatuses(result) == [["FAILED"], ["PASSED"]])
        let problem = try #require(result.scenarios.first?.problems.first)
        #expect(
            problem.message?.contains(#"step definition 'I move folder {string} to "\" using the WebDAV API'"#) == true)
        #expect(problem.message?.contains("InvalidStepDefinitionTests.swift") == true)
        #expect(problem.definitions.first?.filePath.hasSuffix("InvalidStepDefinitionTests.swift") == true)
    }

    @Test("that cannot be read even leniently still matches its own text literally")
    func unreadableMatchesLiterally() async {
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.given("a step that works") { _ in }
            steps.given("an {unclosed parameter") { _ in }
        }
        let result = await makeSuite(
            "Feature: F\n  Scenario: S\n    Given an {unclosed parameter\n  Scenario: T\n    Given a step that works\n",
            steps: steps
        ).run(collectingEnvelopes: true)
        #expect(stepStatuses(result) == [["FAILED"], ["PASSED"]])
    }

    @Test("snippets escape the backslash, so a pasted snippet is valid")
    func snippetsEscapeBackslashes() {
        let snippets = Snippets(registry: .init())
        let step = PickleStep(
            astNodeIds: [], id: "1", type: .context, text: #"I move folder "docs" to "\" using the WebDAV API"#)
        #expect(
            snippets.make(for: step).first == """
                steps.given(#"I move folder {string} to "\\\\" using the WebDAV API"#) { (world, string: String) in
                    throw Pending()
                }
                """)
    }
}
