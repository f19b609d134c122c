import Testing

@testable import CucumberExpressions

@Suite("Step pattern index")
struct StepPatternIndexTests {
    static let sources = [
        "I have {int} cukes", "I have {int} cukes in my {word}", "{int} cukes are left",
        "there is/are {int} cuke(s)", "I eat {string}", "{}",
    ]

    @Test(
        "the index finds exactly what a scan of every expression finds, in definition order",
        arguments: [
            "I have 3 cukes", "I have 3 cukes in my belly", "7 cukes are left", "there are 2 cukes",
            "there is 1 cuke", #"I eat "a cuke""#, "nothing else", "", "I have cukes",
        ])
    func sameAsLinearScan(text: String) throws {
        var expressions: [any StepExpression] = try Self.sources.map { try CucumberExpression($0) }
        expressions.append(try RegularExpression(#"^I have (\d+) cukes$"#))
        expressions.append(try RegularExpression(#"cukes (?=are)"#))
        let index = StepPatternIndex(expressions)
        let expected = try expressions.indices.filter { try expressions[$0].match(text) != nil }
        #expect(try index.matches(text).map(\.index) == expected)
    }

    @Test("arguments from the index are those of the matching expression")
    func arguments() throws {
        let index = StepPatternIndex([try CucumberExpression("I have {int} cukes in my {word}")])
        let match = try #require(try index.matches("I have 5 cukes in my bag").first)
        #expect(try match.arguments[0].value(as: Int.self) == 5)
        #expect(try match.arguments[1].value(as: String.self) == "bag")
    }
}
