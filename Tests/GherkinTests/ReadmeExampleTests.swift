import CucumberMessages
import Gherkin
import Testing

/// The Gherkin example of Documentation/Parsing.md, run as written, so the page never shows code that
/// fails.
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

    @Test("compiling in one pass counts the pickles, then makes the same messages on request")
    func compileInOnePass() {
        let text =
            "Feature: Refunds\n  Scenario Outline: refund <amount>\n    Given a purchase of <amount>\n"
            + "    Examples:\n      | amount |\n      | 10     |\n      | 20     |\n"
        var ids = IdGenerator.predictable()
        let compiled = GherkinParser().compile(text, uri: "features/refunds.feature", ids: &ids)
        #expect(compiled.errors.isEmpty)
        #expect(compiled.pickleCount == 2)
        #expect(compiled.pickles.map(\.name) == ["refund 10", "refund 20"])

        var separateIds = IdGenerator.predictable()
        guard
            case .success(let document) = GherkinParser().parse(
                text, uri: "features/refunds.feature", ids: &separateIds)
        else {
            Issue.record("the README example does not parse")
            return
        }
        #expect(compiled.document == document)
        #expect(
            compiled.pickles == PickleCompiler().compile(document, uri: "features/refunds.feature", ids: &separateIds))
    }

    @Test("an error prints as uri:line:column: message")
    func errorDescription() {
        let result = GherkinParser().parse(
            "Feature: A\n  oops | x\n  Scenario: B\n    Given c\n    | a |\n   | b | c |\n", uri: "f.feature")
        guard case .failure(let errors) = result else {
            Issue.record("expected an inconsistent table to fail")
            return
        }
        #expect(errors.map(\.description) == ["f.feature:6:4: inconsistent cell count within the table"])
    }
}
