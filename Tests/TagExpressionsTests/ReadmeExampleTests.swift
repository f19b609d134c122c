import TagExpressions
import Testing

/// The tag-expression example of Documentation/Parsing.md, run as written.
@Suite("README: tag expression example")
struct ReadmeExampleTests {
    @Test("@smoke and not @wip selects smoke tests that are not work in progress")
    func smokeButNotWip() throws {
        let selection = try TagExpression.parse("@smoke and not @wip")
        #expect(selection.evaluate(["@smoke"]))
        #expect(!selection.evaluate(["@smoke", "@wip"]))
        #expect(selection.description == "( @smoke and not ( @wip ) )")
    }
}
