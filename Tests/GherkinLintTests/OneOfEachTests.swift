import GherkinLint
import Testing

/// One feature file with one instance of each rule's problem reports each, with its id and
/// position, and nothing else.
@Suite("One instance of each problem")
struct OneOfEachTests {
    static let configuration = """
        {"rules": {
            "scenario-size": ["warning", {"steps": 3}],
            "no-restricted-patterns": ["error", {"patterns": {"Step": ["click"]}}],
            "required-tags": ["error", {"tags": ["^@issue:"]}],
            "allowed-tags": ["warning", {"tags": ["@slow"], "patterns": ["^@issue:"]}]
        }}
        """

    static let refunds = """
        @issue:BANK-1
        Feature: Refunds

          Background:

          Rule: Refunds need a sale

          Rule: Refunds are checked
            Example: a refund with no outcome
              Given a sale
              When it is refunded

            @wip
            Example: steps out of order
              When it is refunded
              Given a sale
              Then it is credited

            Example: a long refund
              Given a sale
              When it is refunded
              Then it is credited
              And the customer is told

            Example: a click
              Given a sale
              When I click refund
              Then it is credited

            Example: a click
              Given a sale
              Then it is credited

            Scenario Outline: without examples
              Given a sale of <amount>
              Then it is credited

            Scenario Outline: refunds of <amount>
              Given a sale of <amount> <curency>
              Then it is credited

              Examples:
                | amount | unused |
                | 5      | x      |
        """

    @Test("each rule reports its one instance, sorted by path and line")
    func each() throws {
        let configuration = try LintConfiguration(parsing: Array(Self.configuration.utf8), file: ".verity-lint.json")
        let findings = try lint(
            [
                ("a.feature", Self.refunds), ("b.feature", "Feature: Refunds\n  Scenario: x\n    Then y\n"),
                ("c.feature", "# nothing here\n"), ("d.feature", "@issue:BANK-2\nFeature: Credits\n"),
            ],
            configuration: configuration)
        #expect(
            findings == [
                "a.feature:4:3: warning: Background has no steps [no-empty-background]",
                "a.feature:6:3: error: Rule \"Refunds need a sale\" has no examples, so it is not tested [no-rule-without-examples]",
                "a.feature:9:5: warning: Example \"a refund with no outcome\" has no Then step [no-scenario-without-then]",
                "a.feature:13:5: warning: Tag @wip is not allowed [allowed-tags]",
                "a.feature:16:7: warning: Step \"Given a sale\" should not come after a When step [keywords-in-logical-order]",
                "a.feature:19:5: warning: Example \"a long refund\" has 4 steps, more than 3 [scenario-size]",
                "a.feature:27:7: error: Step \"When I click refund\" matches the restricted pattern \"click\" [no-restricted-patterns]",
                "a.feature:30:5: warning: Scenario name \"a click\" is already used at line 25 [no-dupe-scenario-names]",
                "a.feature:34:5: error: Scenario Outline \"without examples\" has no examples [no-scenario-outlines-without-examples]",
                "a.feature:39:32: error: <curency> is not a column of the examples at line 42 [no-unknown-variables]",
                "a.feature:43:20: warning: Examples column \"unused\" is not used in the outline [no-unused-variables]",
                "b.feature:1:1: warning: Feature name \"Refunds\" is already used at a.feature:2 [no-dupe-feature-names]",
                "b.feature:2:3: error: Scenario \"x\" has no tag matching \"^@issue:\" [required-tags]",
                "c.feature:1:1: warning: The file has no Feature [no-empty-file]",
                "d.feature:2:1: warning: Feature \"Credits\" has no scenarios [no-files-without-scenarios]",
            ])
        let reported = Set(findings.compactMap { $0.split(separator: "[").last?.dropLast() }.map(String.init))
        #expect(reported == Set(LintRuleCatalog.all.map(\.id)), "every rule is exercised")
    }
}
