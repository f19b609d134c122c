import Testing

@testable import TagExpressions

@Suite("Tag expression behaviour")
struct TagExpressionBehaviourTests {
    @Test("not binds tighter than and, which binds tighter than or")
    func precedence() throws {
        let expression = try TagExpression.parse("not @a or @b and @c")
        #expect(expression == .or(.not(.tag("@a")), .and(.tag("@b"), .tag("@c"))))
    }

    @Test("escaped parentheses and spaces become part of the tag")
    func escapesBelongToTheTag() throws {
        let expression = try TagExpression.parse(#"@a\(1\) and @b\ c"#)
        #expect(expression.evaluate(["@a(1)", "@b c"]))
        #expect(!expression.evaluate(["@a(1)", "@b"]))
    }

    @Test("an error carries the expression and the reason separately")
    func errorParts() {
        do {
            let parsed = try TagExpression.parse("a b")
            Issue.record("expected a failure, got '\(parsed)'")
        } catch {
            #expect(error.expression == "a b")
            #expect(error.reason == "Expected operator.")
        }
    }
}

@Suite("Tag expression limits")
struct TagExpressionLimitTests {
    @Test("a chain of operators deeper than the limit is refused, not a stack overflow")
    func deepChainIsRefused() {
        let expression = (0...2_000).map { "t\($0)" }.joined(separator: " and ")
        do {
            let parsed = try TagExpression.parse(expression)
            Issue.record("expected a refusal, got a tree of \(parsed.description.count) characters")
        } catch {
            #expect(error.reason == "Expression is nested more than 1000 levels deep.")
        }
    }

    @Test("a long chain within the limit evaluates")
    func longChainEvaluates() throws {
        let tags = (0..<500).map { "t\($0)" }
        let expression = try TagExpression.parse(tags.joined(separator: " or "))
        #expect(expression.evaluate(["t499"]))
        #expect(!expression.evaluate(["t500"]))
    }
}
