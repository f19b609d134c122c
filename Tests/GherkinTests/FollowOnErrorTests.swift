import Testing

@testable import Gherkin

/// Requirement (issue 45): a misspelt keyword after a tag names the keyword meant, and the lines
/// after it, which the official parser reports as errors too (valid ones included), are not
/// listed one by one where people read errors; `verity gherkin` and the streams keep them all.
@Suite("errors where people read them: the keyword meant after a tag, no follow-ons")
struct FollowOnErrorTests {
    static let misspeltAfterTag = """
        Feature: Loans
          Scenario: Borrow a book
            Given a member

          @wip
          Scenaro: Return a book
            Given a member with a loan

          Scenario: Renew a book
            Given a member with a loan
        """

    @Test("a misspelt Scenario after a tag gets did you mean `Scenario:`, with the official message unchanged")
    func misspeltKeywordAfterATag() throws {
        let errors = GherkinParser().parse(Self.misspeltAfterTag).errors
        let first = try #require(errors.first)
        #expect(first.reason == "expected: #TagLine, #RuleLine, #Comment, #Empty, got 'Scenaro: Return a book'")
        #expect(first.hint(in: Self.misspeltAfterTag) == "did you mean `Scenario:`?")
    }

    @Test("the errors the parser reports for the lines after it are one note on the first")
    func followOnsAreOneNote() throws {
        let errors = GherkinParser().parse(Self.misspeltAfterTag).errors
        #expect(errors.count == 5, "the official parser reports lines 7, 9 and 10 and the end of the file too")
        let shown = GherkinError.withoutFollowOns(errors, lines: GherkinError.hintLines(of: Self.misspeltAfterTag))
        #expect(shown.map(\.error.line) == [6])
        #expect(
            shown.first?.hint
                == "did you mean `Scenario:`? (until this line is fixed the parser reads nothing after it: "
                + "the 4 errors it reported for later lines are not listed)")
    }

    @Test("two errors with a line the parser read between them are both listed")
    func separateErrorsStay() {
        let text = """
            Feature: Loans
              Scenario: Borrow a book
                Given a member
                Wehn she borrows a book
                Then she has a loan
                Thn she has a loan
            """
        let errors = GherkinParser().parse(text).errors
        let shown = GherkinError.withoutFollowOns(errors, lines: GherkinError.hintLines(of: text))
        #expect(shown.map(\.error.line) == errors.map(\.line))
        #expect(shown.map(\.hint) == ["did you mean `When`?", "did you mean `Then`?"])
    }
}
