import GherkinLint
import Testing

@Suite("A clean feature file")
struct CleanFileTests {
    static let clean = """
        @billing
        Feature: Refunds
          Refunds go back to the card they came from.

          Background:
            Given a customer with a card

          Rule: A refund needs a sale

            Example: a sale is refunded
              Given a sale of 10 EUR
              When the sale is refunded
              Then the card is credited 10 EUR
              And the sale is marked refunded

            Scenario Outline: refunds in <currency>
              Given a sale of <amount> <currency>
              When the sale is refunded
              Then the card is credited <amount> <currency>

              Examples:
                | amount | currency |
                | 5      | EUR      |
        """

    @Test("reports nothing with every rule at its default")
    func defaults() throws {
        #expect(try lint(Self.clean) == [])
    }

    @Test("reports nothing with the rules that are off by default turned on, when it meets them")
    func configuredRules() throws {
        let json = """
            {"rules": {
                "no-restricted-patterns": ["error", {"patterns": {"Step": ["click", "button"]}}],
                "required-tags": ["error", {"tags": ["^@billing$"]}],
                "allowed-tags": ["error", {"tags": ["@billing"]}]
            }}
            """
        let configuration = try LintConfiguration(parsing: Array(json.utf8), file: ".verity-lint.json")
        #expect(configuration.rules.count == LintRuleCatalog.all.count)
        #expect(try lint(Self.clean, configuration: configuration) == [])
    }
}
