import Testing

import CucumberExpressions

@Suite("Escaping text for a Cucumber Expression")
struct EscapingTests {
    @Test("an escaped text is an expression that matches exactly that text")
    func escapedTextMatchesItself() throws {
        for text in [#"I use (a/b) {x}"#, #"match /Took \d+min/"#, #"with \1"#, #"to "\" and back\"#, "plain"] {
            let source = CucumberExpression.escaping(text)
            #expect(try CucumberExpression(source).match(text) != nil, "\(source)")
        }
        #expect(CucumberExpression.escaping(#"I use (a/b) {x} \1"#) == #"I use \(a\/b) \{x} \\1"#)
    }

    @Test("a stray backslash is escaped, a valid escape is kept")
    func strayBackslashes() throws {
        #expect(CucumberExpression.escapingStrayBackslashes(in: #"to "\" via \("#) == #"to "\\" via \("#)
        #expect(CucumberExpression.escapingStrayBackslashes(in: #"a \{b} c\"#) == #"a \{b} c\\"#)
        #expect(CucumberExpression.escapingStrayBackslashes(in: "no backslash") == "no backslash")
        _ = try CucumberExpression(CucumberExpression.escapingStrayBackslashes(in: #"moves {string} to "\" now"#))
    }
}
