import Testing

@testable import CucumberExpressions

@Suite("Parameter type registry errors")
struct ParameterTypeRegistryTests {
    @Test("a name may be defined only once")
    func duplicateName() throws {
        var registry = ParameterTypeRegistry()
        let error = #expect(throws: CucumberExpressionError.self) {
            try registry.define(ParameterType(name: "int", regexp: "x") { $0 })
        }
        #expect(error?.message == "There is already a parameter type with name int")
        #expect(error?.kind == .invalidParameterType)
    }

    @Test("the anonymous type may not be redefined")
    func duplicateAnonymous() throws {
        var registry = ParameterTypeRegistry()
        let error = #expect(throws: CucumberExpressionError.self) {
            try registry.define(ParameterType(name: "", regexp: "x") { $0 })
        }
        #expect(error?.message == "The anonymous parameter type has already been defined")
    }

    @Test("a name with reserved characters is refused")
    func illegalName() {
        let error = #expect(throws: CucumberExpressionError.self) {
            try ParameterType(name: "a(b", regexp: "x") { $0 }
        }
        #expect(
            error?.message
                == "Illegal character in parameter name {a(b}. Parameter names may not contain '{', '}', '(', ')', '\\' or '/'"
        )
    }

    @Test("two preferential types may not share a regular expression")
    func twoPreferential() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "first", regexp: "[a-z]+", preferForRegexpMatch: true) { $0 })
        let error = #expect(throws: CucumberExpressionError.self) {
            try registry.define(ParameterType(name: "second", regexp: "[a-z]+", preferForRegexpMatch: true) { $0 })
        }
        #expect(
            error?.message
                == "There can only be one preferential parameter type per regexp. The regexp /[a-z]+/ is used for two preferential parameter types, {first} and {second}"
        )
    }

    @Test("an unknown parameter type names itself and points at the parameter")
    func unknownParameterType() {
        let error = #expect(throws: CucumberExpressionError.self) {
            try CucumberExpression("I have {colour} cukes")
        }
        #expect(error?.kind == .undefinedParameterType)
        #expect(error?.parameterTypeName == "colour")
        #expect(
            error?.message == """
                This Cucumber Expression has a problem at column 8:

                I have {colour} cukes
                       ^------^
                Undefined parameter type 'colour'.
                Please register a ParameterType for 'colour'
                """
        )
    }

    @Test("a regular expression group shared by types with no preference is ambiguous")
    func ambiguousRegexGroup() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "name", regexp: "[A-Z][a-z]+") { $0 })
        try registry.define(ParameterType(name: "place", regexp: "[A-Z][a-z]+") { $0 })
        let expression = try RegularExpression("^I meet ([A-Z][a-z]+) today$", registry: registry)
        let error = #expect(throws: CucumberExpressionError.self) {
            try expression.match("I meet Ann today")
        }
        #expect(error?.kind == .ambiguousParameterType)
        #expect(
            error?.message == """
                Your Regular Expression /^I meet ([A-Z][a-z]+) today$/
                matches multiple parameter types with regexp /[A-Z][a-z]+/:
                   {name}
                   {place}

                I couldn't decide which one to use. You have two options:

                1) Use a Cucumber Expression instead of a Regular Expression. Try one of these:
                   I meet {name} today
                   I meet {place} today

                2) Make one of the parameter types preferential and continue to use a Regular Expression.

                """
        )
    }

    @Test("a preferential type resolves a shared regular expression")
    func preferentialWins() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "name", regexp: "[A-Z][a-z]+") { $0 })
        try registry.define(
            ParameterType(name: "place", regexp: "[A-Z][a-z]+", preferForRegexpMatch: true) { "@" + $0 })
        let arguments = try #require(
            try RegularExpression("^I meet ([A-Z][a-z]+)$", registry: registry).match("I meet Ann"))
        #expect(arguments[0].parameterType.name == "place")
        #expect(try arguments[0].value(as: String.self) == "@Ann")
    }
}
