import GherkinLint
import Testing

/// Each rule over a small file with one instance of its problem reports exactly that finding,
/// with its id and position, and nothing else.
@Suite("Quality rules")
struct RuleTests {
    @Test("no-empty-file: a file with no Feature")
    func emptyFile() throws {
        #expect(try lint("# only a comment\n") == ["a.feature:1:1: warning: The file has no Feature [no-empty-file]"])
    }

    @Test("no-files-without-scenarios: a Feature with no Scenario")
    func featureWithoutScenarios() throws {
        #expect(
            try lint("Feature: Refunds\n  Only a description.\n") == [
                "a.feature:1:1: warning: Feature \"Refunds\" has no scenarios [no-files-without-scenarios]"
            ])
    }

    @Test("no-empty-background: a Background with no step")
    func emptyBackground() throws {
        let text = """
            Feature: Refunds

              Background:

              Scenario: a refund
                Given a sale
                Then it is refunded
            """
        #expect(try lint(text) == ["a.feature:3:3: warning: Background has no steps [no-empty-background]"])
    }

    @Test("no-rule-without-examples: a Rule with no Example is an error")
    func ruleWithoutExamples() throws {
        let text = """
            Feature: Refunds

              Rule: A refund needs a sale

              Rule: Refunds are in euros
                Example: a refund
                  Given a sale
                  Then it is refunded
            """
        #expect(
            try lint(text) == [
                "a.feature:3:3: error: Rule \"A refund needs a sale\" has no examples, so it is not tested [no-rule-without-examples]"
            ])
    }

    @Test("no-scenario-without-then: And after When is no Then, and the background's Then does not count")
    func scenarioWithoutThen() throws {
        let text = """
            Feature: Refunds
              Background:
                Given a customer
                Then the customer is known

              Scenario: a refund
                Given a sale
                When it is refunded
                And the card is credited

              Scenario: a checked refund
                Given a sale
                When it is refunded
                Then the card is credited
                But nothing else is
            """
        #expect(
            try lint(text) == [
                "a.feature:6:3: warning: Scenario \"a refund\" has no Then step [no-scenario-without-then]"
            ])
    }

    @Test("no-scenario-outlines-without-examples: an outline with no Examples, or none with a row")
    func outlineWithoutExamples() throws {
        let text = """
            Feature: Refunds
              Scenario Outline: a refund of <amount>
                Given a sale of <amount>
                Then it is refunded

              Scenario Outline: a credit of <amount>
                Given a sale of <amount>
                Then it is credited

                Examples:
                  | amount |
            """
        #expect(
            try lint(text) == [
                "a.feature:2:3: error: Scenario Outline \"a refund of <amount>\" has no examples [no-scenario-outlines-without-examples]",
                "a.feature:6:3: error: Scenario Outline \"a credit of <amount>\" has no examples rows, so it never runs [no-scenario-outlines-without-examples]",
            ])
    }

    @Test("no-unknown-variables: a <variable> with no column, at its column in the step")
    func unknownVariable() throws {
        let text = """
            Feature: Refunds
              Scenario Outline: refunds
                Given a sale of <amount> <curency>
                Then it is refunded

                Examples:
                  | amount | currency |
                  | 5      | EUR      |
            """
        #expect(
            try lint(text, only: "no-unknown-variables", "\"error\"") == [
                "a.feature:3:30: error: <curency> is not a column of the examples at line 6 [no-unknown-variables]"
            ])
    }

    @Test("no-unknown-variables: with several Examples tables, the tables that lack the column are named")
    func unknownVariableInOneOfSeveralTables() throws {
        let text = """
            Feature: Refunds
              Scenario Outline: refunds
                Given a sale of <amount>
                Then it is refunded

                Examples: euros
                  | amount |
                  | 5      |

                Examples: pounds
                  | sum |
                  | 5   |
            """
        #expect(
            try lint(text, only: "no-unknown-variables", "\"error\"") == [
                "a.feature:3:21: error: <amount> is not a column of the examples at line 10 [no-unknown-variables]"
            ])
    }

    @Test("no-unused-variables: an Examples column nothing uses, at its header cell")
    func unusedVariable() throws {
        let text = """
            Feature: Refunds
              Scenario Outline: refunds
                Given a sale of <amount>
                Then it is refunded

                Examples:
                  | amount | currency |
                  | 5      | EUR      |
            """
        #expect(
            try lint(text) == [
                "a.feature:7:18: warning: Examples column \"currency\" is not used in the outline [no-unused-variables]"
            ])
    }

    @Test("a column used only in a doc string or a data table is used")
    func variablesInArguments() throws {
        let text = """
            Feature: Refunds
              Scenario Outline: refunds
                Given a sale:
                  | amount | <amount> |
                Then the receipt reads:
                  \"\"\"
                  <currency>
                  \"\"\"

                Examples:
                  | amount | currency |
                  | 5      | EUR      |
            """
        #expect(try lint(text) == [])
    }

    @Test("keywords-in-logical-order: a Given after a When")
    func keywordsOutOfOrder() throws {
        let text = """
            Feature: Refunds
              Scenario: a refund
                When it is refunded
                Given a sale
                Then the card is credited
            """
        #expect(
            try lint(text) == [
                "a.feature:4:5: warning: Step \"Given a sale\" should not come after a When step [keywords-in-logical-order]"
            ])
    }

    @Test("scenario-size: more steps than the option allows, 15 by default")
    func scenarioSize() throws {
        let text = """
            Feature: Refunds
              Scenario: a refund
                Given a sale
                When it is refunded
                Then the card is credited
            """
        #expect(try lint(text) == [])
        #expect(
            try lint(text, only: "scenario-size", #"["warning", {"steps": 2}]"#) == [
                "a.feature:2:3: warning: Scenario \"a refund\" has 3 steps, more than 2 [scenario-size]"
            ])
        let long =
            "Feature: F\n  Scenario: long\n" + String(repeating: "    Given a step\n", count: 15) + "    Then done\n"
        #expect(
            try lint(long) == ["a.feature:2:3: warning: Scenario \"long\" has 16 steps, more than 15 [scenario-size]"])
    }

    static let refund = "Feature: Refunds\n  Scenario: a refund\n    Given a sale\n    Then it is refunded\n"

    @Test("no-dupe-feature-names: the second file with a feature's name, naming the first")
    func duplicateFeatureNames() throws {
        #expect(
            try lint([("a.feature", Self.refund), ("b.feature", Self.refund)]) == [
                "b.feature:1:1: warning: Feature name \"Refunds\" is already used at a.feature:1 [no-dupe-feature-names]"
            ])
    }

    @Test("no-dupe-scenario-names: within a feature by default, across files with \"anywhere\"")
    func duplicateScenarioNames() throws {
        let text = Self.refund + "  Scenario: a refund\n    Given a sale\n    Then it is refunded\n"
        #expect(
            try lint(text) == [
                "a.feature:5:3: warning: Scenario name \"a refund\" is already used at line 2 [no-dupe-scenario-names]"
            ])
        let other = Self.refund.replacing("Feature: Refunds", with: "Feature: Credits")
        let files = [("a.feature", Self.refund), ("b.feature", other)]
        #expect(try lint(files) == [])
        #expect(
            try lint(files, configuration: configuration(only: "no-dupe-scenario-names", #"["error", "anywhere"]"#))
                == [
                    "b.feature:2:3: error: Scenario name \"a refund\" is already used at a.feature:2 [no-dupe-scenario-names]"
                ])
    }

    @Test("no-restricted-patterns: a step matching a configured pattern, ignoring case")
    func restrictedPatterns() throws {
        let text = """
            Feature: Refunds
              Scenario: a refund
                Given a sale
                When I Click refund
                Then the card is credited
            """
        #expect(try lint(text) == [], "off until configured")
        #expect(
            try lint(text, only: "no-restricted-patterns", #"["error", {"patterns": {"Step": ["click", "button"]}}]"#)
                == [
                    "a.feature:4:5: error: Step \"When I Click refund\" matches the restricted pattern \"click\" [no-restricted-patterns]"
                ])
    }

    @Test("no-restricted-patterns: a Then pattern applies to an And after Then, not to a When")
    func restrictedPatternsByKind() throws {
        let text = """
            Feature: Refunds
              Scenario: a refund
                Given a sale
                When the page shows a refund
                Then the card is credited
                And the page shows a receipt
            """
        #expect(
            try lint(text, only: "no-restricted-patterns", #"["warning", {"Then": ["page"]}]"#) == [
                "a.feature:6:5: warning: Step \"And the page shows a receipt\" matches the restricted pattern \"page\" [no-restricted-patterns]"
            ])
    }

    @Test("required-tags: a scenario without a tag matching the pattern, the feature's tags counting")
    func requiredTags() throws {
        let text = """
            Feature: Refunds
              @issue:BANK-1
              Scenario: a refund
                Given a sale
                Then it is refunded

              Scenario: a credit
                Given a sale
                Then it is credited
            """
        #expect(
            try lint(text, only: "required-tags", #"["error", {"tags": ["^@issue:"]}]"#) == [
                "a.feature:7:3: error: Scenario \"a credit\" has no tag matching \"^@issue:\" [required-tags]"
            ])
        #expect(try lint("@issue:BANK-2\n" + text, only: "required-tags", #"["error", {"tags": ["^@issue:"]}]"#) == [])
    }

    @Test("allowed-tags: a tag neither listed nor matching a pattern, at the tag")
    func allowedTags() throws {
        let text = """
            @wip
            Feature: Refunds
              @issue:BANK-1 @slow
              Scenario: a refund
                Given a sale
                Then it is refunded
            """
        #expect(
            try lint(text, only: "allowed-tags", #"["warning", {"tags": ["@wip"], "patterns": ["^@issue:"]}]"#) == [
                "a.feature:3:17: warning: Tag @slow is not allowed [allowed-tags]"
            ])
    }

    @Test("findings are sorted by path, then line")
    func order() throws {
        let text = """
            Feature: Refunds
              Scenario: a refund
                When it is refunded
                Given a sale
            """
        let findings = try lint([("b.feature", text), ("a.feature", "")])
        #expect(
            findings.map { $0.split(separator: ":").prefix(2).joined(separator: ":") } == [
                "a.feature:1", "b.feature:2", "b.feature:4",
            ])
    }
}
