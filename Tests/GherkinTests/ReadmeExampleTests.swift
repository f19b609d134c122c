import CucumberMessages
import Gherkin
import Testing

/// The README's Gherkin example, run as written, so the front page never shows code that fails.
@Suite("README: Gherkin example")
struct ReadmeExampleTests {
    @Test("parsing and compiling gives one pickle per scenario and example row")
    func parseAndCompile() {
        let text = """
            Feature: Refunds
              Scenario Outline: refund <amount>
                Given a purchase of <amount>
                Examples:
                  | amount |
                  | 10     |
                  | 20     |
            """
        var ids = IdGenerator.predictable()
        let result = GherkinParser().parse(text, uri: "features/refunds.feature", ids: &ids)
        guard case .success(let document) = result else {
            Issue.record("the README example does not parse: \(result)")
            return
        }
        let pickles = PickleCompiler().compile(document, uri: "features/refunds.feature", ids: &ids)
        #expect(pickles.map(\.name) == ["refund 10", "refund 20"])
    }

    @Test("an error prints as uri:line:column: message")
    func errorDescription() {
        let result = GherkinParser().parse("Feature: A\n  oops | x\n  Scenario: B\n    Given c\n    | a |\n   | b | c |\n", uri: "f.feature")
        guard case .failure(let errors) = result else {
            Issue.record("expected an inconsistent table to fail")
            return
        }
        #expect(errors.map(\.description) == ["f.feature:6:4: inconsistent cell count within the table"])
    }
}
