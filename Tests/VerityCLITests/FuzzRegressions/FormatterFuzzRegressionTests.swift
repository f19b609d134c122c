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

    static let inputs = [commentThenBlankLineBeforeTable]

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
