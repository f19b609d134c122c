import CucumberExpressions
import Testing

/// The expressions example of Documentation/Parsing.md, run as written.
@Suite("README: Cucumber Expressions example")
struct ReadmeExampleTests {
    @Test("an {int} argument arrives as an Int, and the index finds the matching pattern")
    func matchAndIndex() throws {
        let expression = try CucumberExpression("I have {int} cucumber(s) in my {word}")
        let arguments = expression.match("I have 42 cucumbers in my belly")
        #expect(try arguments?[0].value(as: Int.self) == 42)

        let index = StepPatternIndex([expression])
        #expect(try index.matches("I have 1 cucumber in my bag").map(\.index) == [0])
    }
}
