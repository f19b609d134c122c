import Foundation
import Testing

@testable import CucumberExpressions

@Suite("Custom parameter types")
struct CustomParameterTypeTests {
    enum Colour: String, Sendable {
        case red, green, blue
    }

    struct Point: Sendable, Equatable {
        let x: Int
        let y: Int
    }

    @Test("a custom type's transformer turns the matched text into any Swift type")
    func transformsToSwiftType() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "colour", regexp: "red|green|blue") { Colour(rawValue: $0) })
        let expression = try CucumberExpression("I paint it {colour}", registry: registry)
        #expect(expression.regexSource == "^I paint it (red|green|blue)$")
        let arguments = try #require(expression.match("I paint it green"))
        #expect(try arguments[0].value(as: Colour.self) == .green)
        #expect(arguments[0].parameterType.typeName == "Colour")
        #expect(expression.match("I paint it purple") == nil)
    }

    @Test("a type with several regular expressions matches any of them")
    func severalRegexps() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "answer", regexps: ["yes", "no"]) { $0 == "yes" })
        let expression = try CucumberExpression("the answer is {answer}", registry: registry)
        #expect(expression.regexSource == "^the answer is ((?:yes)|(?:no))$")
        #expect(try expression.match("the answer is no")?[0].value(as: Bool.self) == false)
    }

    @Test("a group transformer receives the values of the type's own capture groups")
    func groupTransformer() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(
            ParameterType(name: "point", regexps: [#"\((\d+), (\d+)\)"#]) { values in
                Point(x: Int(values[0] ?? "") ?? -1, y: Int(values[1] ?? "") ?? -1)
            }
        )
        let expression = try CucumberExpression("I move to {point}", registry: registry)
        let arguments = try #require(expression.match("I move to (3, 14)"))
        #expect(try arguments[0].value(as: Point.self) == Point(x: 3, y: 14))
        #expect(arguments[0].group.children.map(\.value) == ["3", "14"])
    }

    @Test("a transformer's error surfaces when the value is asked for")
    func transformerErrorsPropagate() throws {
        struct Refused: Error {}
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "never", regexp: "x") { (_: String) throws -> Int? in throw Refused() })
        let arguments = try #require(try CucumberExpression("{never}", registry: registry).match("x"))
        #expect(throws: Refused.self) { try arguments[0].value() }
    }

    @Test("asking for the wrong Swift type is a transformation error")
    func wrongTypeIsAnError() throws {
        let arguments = try #require(try CucumberExpression("{int}").match("12"))
        do {
            _ = try arguments[0].value(as: String.self)
            Issue.record("expected a transformation error")
        } catch let error as CucumberExpressionError {
            #expect(error.kind == .transformation)
        }
    }

    @Test("built-in numeric types convert to their Swift types and report overflow")
    func builtInConversions() throws {
        #expect(try CucumberExpression("{byte}").match("-128")?[0].value(as: Int8.self) == -128)
        #expect(try CucumberExpression("{short}").match("32767")?[0].value(as: Int16.self) == 32767)
        #expect(try CucumberExpression("{long}").match("-9223372036854775808")?[0].value(as: Int64.self) == .min)
        #expect(try CucumberExpression("{double}").match("-1.5E-3")?[0].value(as: Double.self) == -0.0015)
        let big = try #require(try CucumberExpression("{bigdecimal}").match("1.10")?[0].value(as: BigDecimal.self))
        #expect(big.text == "1.10")
        #expect(big.decimal == Decimal(string: "1.1"))
        let huge = try #require(
            try CucumberExpression("{biginteger}").match("123456789012345678901234567890")?[0].value(
                as: BigInteger.self))
        #expect(huge.int64Value == nil)
        let overflow = try #require(try CucumberExpression("{byte}").match("300"))
        do {
            _ = try overflow[0].value()
            Issue.record("expected 300 not to fit in a byte")
        } catch let error as CucumberExpressionError {
            #expect(error.kind == .transformation)
            #expect(error.message == "Cannot convert '300' to Int8 for parameter type {byte}")
        }
    }

    @Test("string arguments unescape only escaped quotes, as upstream")
    func stringUnescaping() throws {
        let expression = try CucumberExpression("say {string}")
        #expect(try expression.match(#"say "a\"b""#)?[0].value(as: String.self) == #"a"b"#)
        #expect(try expression.match(#"say "a\\\"b""#)?[0].value(as: String.self) == #"a\\"b"#)
        #expect(try expression.match(#"say 'a\nb'"#)?[0].value(as: String.self) == #"a\nb"#)
        #expect(try expression.match(#"say 'it\'s'"#)?[0].value(as: String.self) == "it's")
    }

    @Test("offsets of groups count Unicode scalars")
    func offsetsInScalars() throws {
        let arguments = try #require(try CucumberExpression("🥒 {word} {int}").match("🥒 café 3"))
        #expect(arguments[0].group.start == 2)
        #expect(arguments[0].group.end == 6)
        #expect(arguments[1].group.value == "3")
        #expect(arguments[1].group.start == 7)
    }
}
