import Gherkin
import Testing

/// Inputs the fuzzer (Fuzz/run.sh) found that broke a formatting property, minimised.
@Suite("formatter fuzz regressions")
struct FormatterFuzzRegressionTests {
    /// Fuzz run 1 (crash-6ef3d5fa0a3081805d82f9634c600cc4f66e0ecd, 1.3 kB, a mutation of
    /// descriptions_with_comments.feature): a comment between a step and its table, followed
    /// by a blank line. The first pass indented the comment like the step (the blank line
    /// separated it from the table) and dropped the blank line; the second pass then indented
    /// it like the table. Blank lines next to comments are now kept.
    static let commentThenBlankLineBeforeTable = """
        Feature: F
          Scenario: S
            Given the minimalism
        # comment

            | foo |
            | bar |
        """

    /// Fuzz run 3 (crash-246793c66f23f5a016d11912f68bbc1ce564de22, 156 bytes): the tag line
    /// `  @  @foo`. The parser reports one tag, `@foo`, at column 3 (the reference parsers
    /// report `@` at column 3 and `@foo` at column 6); the formatter took the text after
    /// "the last tag" from that column and wrote `@foo foo`, which does not parse. Tag lines
    /// are now rebuilt from their raw words, whatever the AST says.
    static let loneAtSignBeforeTag = """
        Feature: F

          @  @foo   #note
          Scenario: S
            Given x
        """

    /// Fuzz run 4 (crash-0859a62a09fc2b3ae631f20f663b107764f53017, 446 bytes, a mutation of
    /// example_tokens_everywhere.feature): an examples header row starting with U+001E. The
    /// parser trims it as whitespace (as Python's `str.strip` does); the formatter's own
    /// whitespace set did not, took the text before the first pipe for a cell, and wrote a
    /// header one cell wider than the body, which does not parse.
    static let informationSeparatorBeforeRow = """
        Feature: F
          Scenario Outline: S
            Given <one>

            Examples:
        \u{1E}      | one | two |
              | a   | b   |
        """

    /// Fuzz run 5 (crash-a1bc0beff5bd5642183e940db1ca1d4d1c927a40, 1.9 kB): a doc string line
    /// ending in several carriage returns. The parser drops every `\r` before a line's end;
    /// the formatter dropped only one, so each pass wrote one `\r` fewer.
    static let carriageReturnsEndingADocStringLine =
        "Feature: F\n  Scenario: S\n    Given x\n      \"\"\"\n   a\r\r\r\n      \"\"\"\n"

    /// A leading byte-order mark is kept, and a line holding it still formats like the others.
    static let byteOrderMark = "\u{FEFF}# note\nFeature: F\n"

    /// Fuzz run 6 (crash-922b9c1666670411fd70bf730f4c5797b261561d, 1.9 kB): a cell ending in a
    /// form feed and an escaped newline right before the pipe. The parser keeps or trims the
    /// form feed depending on the spacing around it, so padding the cell changed its value.
    /// The formatter now checks its output's pickles and leaves such a file unchanged.
    static let formFeedBeforeEscapedNewlineInCell =
        "Feature: F\n  Scenario: S\n    Given x\n      | a\u{0C}\\n| bb |\n"

    static let inputs = [
        commentThenBlankLineBeforeTable, loneAtSignBeforeTag, informationSeparatorBeforeRow,
        carriageReturnsEndingADocStringLine, byteOrderMark, formFeedBeforeEscapedNewlineInCell,
    ]

    @Test("a file whose layout cannot be changed safely is left as it is")
    func unsafeLayoutLeftAlone() throws {
        let input = Self.formFeedBeforeEscapedNewlineInCell
        #expect(try GherkinFormatter().format(input) == input)
    }

    @Test("a byte-order mark is kept at the start")
    func byteOrderMarkKept() throws {
        #expect(try GherkinFormatter().format(Self.byteOrderMark) == "\u{FEFF}# note\nFeature: F\n")
    }

    @Test("a lone @ before a tag is kept as written, with the comment")
    func loneAtSign() throws {
        #expect(try GherkinFormatter().format(Self.loneAtSignBeforeTag).contains("\n  @ @foo #note\n"))
    }

    @Test("formatting the fuzzer's inputs is idempotent and keeps their pickles", arguments: inputs)
    func idempotentAndMeaningPreserving(input: String) throws {
        let once = try GherkinFormatter().format(input)
        #expect(try GherkinFormatter().format(once) == once)
        var ids = IdGenerator.predictable()
        let before = try #require(GherkinParser().parse(input, ids: &ids).document)
        let after = try #require(GherkinParser().parse(once, ids: &ids).document)
        #expect(
            PickleCompiler().compile(before, uri: "", ids: &ids).map(PickleMeaning.init)
                == PickleCompiler().compile(after, uri: "", ids: &ids).map(PickleMeaning.init))
    }
}
