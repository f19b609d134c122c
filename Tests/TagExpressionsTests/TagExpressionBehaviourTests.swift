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
