import Gherkin
import Testing

@Suite("verity format layout")
struct FormatterLayoutTests {
    private func format(_ text: String) throws -> String {
        try GherkinFormatter().format(text)
    }

    @Test("indentation is two spaces per level and every block gets one blank line before it")
    func indentationAndBlankLines() throws {
        let messy = """
            @billing   @smoke
            Feature:   Refunds
               Customers get their money back.


            Background:
            Given a shop
            Rule: Only paid orders
            Scenario: Refund a paid order
                  Given a paid order


                  When the customer asks for a refund
            Then the money is returned
            """
        #expect(
            try format(messy) == """
                @billing @smoke
                Feature: Refunds
                  Customers get their money back.

                  Background:
                    Given a shop

                  Rule: Only paid orders

                    Scenario: Refund a paid order
                      Given a paid order
                      When the customer asks for a refund
                      Then the money is returned

                """)
    }

    @Test("table columns are aligned and escapes are kept as written")
    func tables() throws {
        let text = """
            Feature: F
              Scenario Outline: S <a>
                Given x
                  |a|b\\|c|
                  |  \\\\ | long value |
                  | \\n | |

                Examples:
                | a |
                |1|
                | 22 |
            """
        #expect(
            try format(text) == """
                Feature: F

                  Scenario Outline: S <a>
                    Given x
                      | a  | b\\|c       |
                      | \\\\ | long value |
                      | \\n |            |

                    Examples:
                      | a  |
                      | 1  |
                      | 22 |

                """)
    }

    @Test("doc strings keep their content, delimiter and media type; only their indentation changes")
    func docStrings() throws {
        let text = """
            Feature: F
            Scenario: S
            Given a letter
            ```json
            {
              "a": 1
            }
             \\`\\`\\`
            ```
            """
        #expect(
            try format(text) == """
                Feature: F

                  Scenario: S
                    Given a letter
                      ```json
                      {
                        "a": 1
                      }
                       \\`\\`\\`
                      ```

                """)
    }

    @Test("comments stay where they were, indented like the line they precede")
    func comments() throws {
        let text = """
            # language: fr
            # top comment
            Fonctionnalité: F
            # about the scenario
            Scénario: S
            # about the step
            Soit x
                  # trailing note
            """
        #expect(
            try format(text) == """
                # language: fr
                # top comment
                Fonctionnalité: F

                  # about the scenario
                  Scénario: S
                    # about the step
                    Soit x
                    # trailing note

                """)
    }

    @Test("CRLF files stay CRLF")
    func crlf() throws {
        #expect(
            try format("Feature: F\r\nScenario: S\r\nGiven x\r\n")
                == "Feature: F\r\n\r\n  Scenario: S\r\n    Given x\r\n")
    }

    @Test("a file that does not parse is not formatted; its errors are reported")
    func invalid() {
        #expect(throws: GherkinFormatError.self) { try format("not gherkin") }
    }

    @Test("an empty or comment-only document stays empty or comment-only")
    func emptyDocuments() throws {
        #expect(try format("") == "")
        #expect(try format("\n\n  \n") == "")
        #expect(try format("  # just a note\n\n") == "# just a note\n")
    }
}
