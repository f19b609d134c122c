import Testing

@testable import Gherkin

@Suite("hints beside the official error messages")
struct ErrorHintTests {
    /// The first error of `text` with its hint.
    private func firstError(_ text: String) throws -> (error: GherkinError, hint: String?) {
        let error = try #require(GherkinParser().parse(text).errors.first, "\(text) parses")
        return (error, error.hint(in: text))
    }

    @Test(
        "a misspelt keyword gets the keyword the parser expected there",
        arguments: [
            (
                "Feature: Refunds\n\n  Scenario: a sale\n    Given a sale\n\n  Scenari: a refund\n",
                "did you mean `Scenario:`?"
            ),
            ("Feture: Refunds\n", "did you mean `Feature:`?"),
            ("Feature: Refunds\n\n  Scenario: a refund\n    Given a sale\n    Wehn I pay\n", "did you mean `When`?"),
            ("Feature: Refunds\n\n  Scenario: a refund\n    Given a sale\n\n  Rul: cards\n", "did you mean `Rule:`?"),
            (
                "Feature: Refunds\n\n  Scenario: a sale\n    Given a sale\n\n  scenario: a refund\n",
                "did you mean `Scenario:`?"
            ),
            (
                "Feature: Refunds\n\n  Scenario: a refund\n    Given a sale\n\n  Scenaroi Outline: refunds\n",
                "did you mean `Scenario Outline:`?"
            ),
            (
                "# language: fr\nFonctionnalité: Remboursements\n\n  Scénario: une vente\n    Soit une vente\n\n  Scénari: un remboursement\n",
                "did you mean `Scénario:`?"
            ),
        ])
    func misspeltKeyword(text: String, hint: String) throws {
        let (error, found) = try firstError(text)
        #expect(found == hint, "\(error.message)")
    }

    @Test("a file with Windows line endings gets the hint of its own line")
    func windowsLineEndings() throws {
        let (_, hint) = try firstError(
            "Feature: Refunds\r\n\r\n  Scenario: a sale\r\n    Given a sale\r\n\r\n  Scenari: a refund\r\n")
        #expect(hint == "did you mean `Scenario:`?")
    }

    @Test("a keyword without its colon is named with it")
    func missingColon() throws {
        let (_, hint) = try firstError(
            "Feature: Refunds\n\n  Scenario: a refund\n    Given a sale\n\n  Scenario a voucher\n")
        #expect(hint == "did you mean `Scenario:`? (a keyword ends with a colon)")
    }

    @Test("a line that is not close to any expected keyword gets no hint")
    func noHint() throws {
        let (_, hint) = try firstError(
            "Feature: Refunds\n\n  Scenario: a refund\n    Given a sale\n    Bananas are yellow\n")
        #expect(hint == nil)
    }

    @Test("a table row with a cell missing is counted against the table's first row")
    func missingCell() throws {
        let text =
            "Feature: F\n\n  Scenario: S\n    Given a table\n      | a | b | c |\n      # c is optional\n      | 1 | 2 |\n"
        let (error, hint) = try firstError(text)
        #expect(error.kind == .inconsistentCellCount)
        #expect(hint == "this row has 2 cells where the table's first row (line 5) has 3: is a cell or a `|` missing?")
    }

    @Test("a table row with a cell too many suggests an unescaped pipe")
    func extraCell() throws {
        let (_, hint) = try firstError(
            "Feature: F\n\n  Scenario: S\n    Given a table\n      | a | b |\n      | 1 | 2 \\| 3 | 4 |\n")
        #expect(
            hint
                == "this row has 3 cells where the table's first row (line 5) has 2: is there a `|` too many, or a `|` in a cell that should be written `\\|`?"
        )
    }

    @Test("the official message is left as it is")
    func officialMessageUnchanged() throws {
        let (error, _) = try firstError(
            "Feature: Refunds\n\n  Scenario: a sale\n    Given a sale\n\n  Scenari: a refund\n")
        #expect(error.message.hasPrefix("(6:3): expected: #EOF, #TableRow, "))
        #expect(error.message.hasSuffix(", got 'Scenari: a refund'"))
        #expect(!error.message.contains("did you mean"))
        #expect(error.parseError.message == error.message)
    }
}
