import CucumberMessages
import Testing

@testable import Gherkin

/// Edge cases outside the official test data where the reference implementations differ among
/// themselves; Verity follows the Python one (`gherkin-official` 42, checked by differential
/// runs over mutated test files). The expected values below are its output.
@Suite("Parity with the reference Python parser")
struct ReferenceParityTests {
    @Test("every piece between `@` signs is a tag, even an empty one")
    func emptyTagPieces() throws {
        let tags = try #require(GherkinParser().parse("@@a @b\nFeature: F\n").document?.feature?.tags)
        #expect(tags.map(\.name) == ["@", "@a", "@b"])
        #expect(tags.map(\.location.column) == [1, 2, 5])
    }

    @Test("an unsupported language is reported at the header's column in the message, column 1 in the location")
    func unsupportedLanguageLocation() throws {
        let error = try #require(GherkinParser().parse("  # language: xx\nFeature: F\n").errors.first)
        #expect(error.message == "(1:3): Language not supported: xx")
        #expect(error.parseError.source.location == Location(line: 1, column: 1))
    }

    @Test("blanks after the last newline form a line of their own")
    func finalBlankLineCounts() {
        let errors = GherkinParser().parse("Feature: F\n  Scenario: S\n    Given x\n      \"\"\"\n   ").errors
        #expect(errors.map(\.message) == ["(6:0): unexpected end of file, expected: #DocStringSeparator, #Other"])
    }

    @Test("a description drops trailing lines of blanks as well as empty ones, and keeps inner ones")
    func descriptionTrailingBlanks() {
        let document = GherkinParser().parse("Feature: F\n  Some text\n   \n  more\n   \n\n  Scenario: S\n").document
        #expect(document?.feature?.description == "  Some text\n   \n  more")
    }

    @Test("an escaped newline inside a cell is kept, blanks around the cell are trimmed")
    func escapedNewlineInCell() throws {
        let source = "Feature: F\n  Scenario: S\n    Given x\n      | a \\n | b |\n      | a \\n| b |\n"
        let rows = try #require(
            GherkinParser().parse(source).document?.feature?.children.first?.scenario?
                .steps.first?.dataTable?.rows)
        #expect(rows[0].cells.map(\.value) == ["a \n", "b"])
        #expect(rows[0].cells.map(\.location.column) == [9, 16])
        #expect(rows[1].cells.map(\.value) == ["a\n", "b"])
    }
}
