import ConformanceSupport
import Testing

@testable import TagExpressions

@Suite("Tag expressions conform to the official test data", .conformanceData)
struct TagExpressionConformanceTests {
    static let parsing = TagCase.load("parsing.yml")
    static let evaluations = TagCase.load("evaluations.yml")
    static let errors = TagCase.load("errors.yml")

    @Test("every official data file is present and has cases")
    func dataIsPresent() {
        expectConformanceData()
        #expect(Self.parsing.count == 23, "parsing.yml under \(ConformanceData.testdata.path)")
        #expect(Self.evaluations.count == 7, "evaluations.yml under \(ConformanceData.testdata.path)")
        #expect(Self.errors.count == 15, "errors.yml under \(ConformanceData.testdata.path)")
    }

    @Test("parsing gives the fully bracketed form, which parses to itself", arguments: parsing)
    func parsesToFormattedText(_ testCase: TagCase) throws {
        let expression = try TagExpression.parse(testCase.expression)
        #expect(expression.description == testCase.formatted, "\(testCase.testDescription): formatted text")
        let reparsed = try TagExpression.parse(expression.description)
        #expect(reparsed.description == testCase.formatted, "\(testCase.testDescription): re-parsed text")
    }

    @Test("evaluation against sets of tags gives the official result", arguments: evaluations)
    func evaluates(_ testCase: TagCase) throws {
        let expression = try TagExpression.parse(testCase.expression)
        #expect(!testCase.checks.isEmpty, "\(testCase.testDescription): no checks")
        for check in testCase.checks {
            #expect(
                expression.evaluate(Set(check.variables)) == check.result,
                "\(testCase.testDescription): tags \(check.variables)"
            )
        }
    }

    @Test("invalid expressions fail with the official message", arguments: errors)
    func failsWithOfficialMessage(_ testCase: TagCase) {
        do {
            let parsed = try TagExpression.parse(testCase.expression)
            Issue.record("\(testCase.testDescription): parsed as '\(parsed)' instead of failing")
        } catch {
            #expect(error.message == testCase.error, "\(testCase.testDescription): message")
        }
    }
}
