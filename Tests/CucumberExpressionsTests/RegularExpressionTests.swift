import Testing

@testable import CucumberExpressions

@Suite("Regular-expression step patterns")
struct RegularExpressionTests {
    @Test("a group with the source of a built-in regexp converts with the preferred type")
    func typedGroups() throws {
        let arguments = try #require(
            try RegularExpression(#"^I have (-?\d+) cukes and (.*)$"#).match("I have -3 cukes and more"))
        #expect(try arguments[0].value(as: Int.self) == -3)
        #expect(arguments[0].parameterType.name == "int")
        #expect(try arguments[1].value(as: String.self) == "more")
    }

    @Test("a group of no known type gives its text, and nil when it took no part")
    func untypedGroups() throws {
        let arguments = try #require(try RegularExpression("^a (b+)( c)?$").match("a bb"))
        #expect(try arguments[0].value(as: String.self) == "bb")
        #expect(try arguments[1].value() == nil)
    }

    @Test("an unanchored pattern matches anywhere in the text")
    func unanchored() throws {
        #expect(try RegularExpression(#"(\d+) cukes"#).match("I have 12 cukes today")?[0].group.value == "12")
    }

    @Test("non-capturing, named and nested groups nest arguments as upstream")
    func groupShapes() throws {
        let arguments = try #require(try RegularExpression("^(?:x)(?<first>a(b))(c)$").match("xabc"))
        #expect(arguments.count == 2)
        #expect(arguments[0].group.value == "ab")
        #expect(arguments[0].group.children.map(\.value) == ["b"])
    }

    @Test("syntax outside the built-in matcher falls back to Foundation")
    func foundationFallback() throws {
        let expression = try RegularExpression("^(\\w+) (?=\\d)(\\d+)$")
        #expect(!expression.pattern.usesBuiltInEngine)
        let arguments = try #require(try expression.match("abc 42"))
        #expect(arguments.map(\.group.value) == ["abc", "42"])
    }

    @Test("an invalid regular expression is a typed error")
    func invalidPattern() {
        let error = #expect(throws: CucumberExpressionError.self) { try RegularExpression("a(b") }
        #expect(error?.kind == .invalidRegularExpression)
    }

    @Test(
        "the built-in matcher follows JavaScript semantics for classes, quantifiers and anchors",
        arguments: [
            (#"^\d{2,3}$"#, "123", true), (#"^\d{2,3}$"#, "1234", false), (#"^a*?b$"#, "aaab", true),
            (#"^[^\s]+$"#, "a b", false), (#"^\w+$"#, "é", false), (#"^.$"#, "\n", false),
            (#"^(a|ab)c$"#, "abc", true), (#"^(a*)*b$"#, "aaab", true), (#"^x{,2}$"#, "x{,2}", true),
            (#"^\bfoo\b$"#, "foo", true), (#"^[\d-z]+$"#, "1-z", true), (#"^\u0041\x42$"#, "AB", true),
        ])
    func builtInSemantics(pattern: String, text: String, matches: Bool) throws {
        let expression = try RegularExpression(pattern)
        #expect(expression.pattern.usesBuiltInEngine, "\(pattern) should run on the built-in matcher")
        #expect((try expression.match(text) != nil) == matches, "\(pattern) against \(text.debugDescription)")
    }
}

@Suite("Expression nesting limits")
struct NestingLimitTests {
    @Test("deeply nested optional text is an error, not a stack overflow")
    func deepOptionals() {
        let source = String(repeating: "(", count: 10_000) + "a" + String(repeating: ")", count: 10_000)
        let error = #expect(throws: CucumberExpressionError.self) { try CucumberExpression(source) }
        #expect(error?.message.contains("An optional may not contain an other optional") == true)
    }

    @Test("groups nested up to the built-in matcher's limit run on it")
    func nestedGroupsWithinLimit() throws {
        let depth = RegexSyntax.maximumDepth
        let pattern = "^" + String(repeating: "(?:", count: depth) + "a" + String(repeating: ")", count: depth) + "$"
        let expression = try RegularExpression(pattern)
        #expect(expression.pattern.usesBuiltInEngine)
        #expect(try expression.match("a") != nil)
    }

    @Test("nested bounded repetitions too large to unroll run on Foundation, which reads them whole")
    func nestedBoundedRepetitions() throws {
        let expression = try RegularExpression("^((a{0,999}){0,999}){0,999}b$")
        #expect(!expression.pattern.usesBuiltInEngine)
        _ = try expression.match("b")
        #expect(try RegularExpression("^(a{0,9}){0,9}b$").pattern.usesBuiltInEngine)
    }

    @Test("absurdly deep groups are a typed error, not a stack overflow")
    func absurdlyDeepGroups() {
        let pattern = String(repeating: "(", count: 5_000) + "a" + String(repeating: ")", count: 5_000)
        let error = #expect(throws: CucumberExpressionError.self) { try RegularExpression(pattern) }
        #expect(error?.kind == .invalidRegularExpression)
    }
}
