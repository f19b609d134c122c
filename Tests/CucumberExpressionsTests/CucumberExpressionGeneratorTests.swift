import Testing

@testable import CucumberExpressions

@Suite("Snippet expression generator")
struct CucumberExpressionGeneratorTests {
    let generator = CucumberExpressionGenerator(registry: ParameterTypeRegistry())

    @Test("numbers and quoted strings become parameters; an integer is offered as int, then float")
    func builtInChoices() {
        let generated = generator.generateExpressions(for: #"I have 3 "red" cukes and 1.5 'green' ones"#)
        #expect(
            generated.map(\.source) == [
                "I have {int} {string} cukes and {float} {string} ones",
                "I have {float} {string} cukes and {float} {string} ones",
            ]
        )
        #expect(generated[0].parameterNames == ["int", "string", "float", "string2"])
    }

    @Test("special characters of the text are escaped")
    func escapes() {
        let generated = generator.generateExpressions(for: "I use (a/b) {x}")
        #expect(generated.map(\.source) == [#"I use \(a\/b) \{x}"#])
    }

    @Test("a number inside a word is not a parameter")
    func wholeWordsOnly() {
        #expect(generator.generateExpressions(for: "I see a11y and i18n").map(\.source) == ["I see a11y and i18n"])
    }

    @Test("ties between parameter types give every combination, preferential types first")
    func combinations() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "direction", regexp: "north|south") { $0 })
        try registry.define(ParameterType(name: "heading", regexp: "north|south", preferForRegexpMatch: true) { $0 })
        let generated = CucumberExpressionGenerator(registry: registry).generateExpressions(for: "go north then south")
        #expect(
            generated.map(\.source) == [
                "go {heading} then {heading}", "go {heading} then {direction}",
                "go {direction} then {heading}", "go {direction} then {direction}",
            ]
        )
    }

    @Test("types not meant for snippets are never proposed")
    func snippetsFlag() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "secret", regexp: "cukes", useForSnippets: false) { $0 })
        #expect(
            CucumberExpressionGenerator(registry: registry).generateExpressions(for: "I eat cukes").map(\.source) == [
                "I eat cukes"
            ])
    }

    @Test("a generated expression matches the text it came from")
    func roundTrip() throws {
        let text = #"the "admin" user has 42 roles (3 active)"#
        let source = try #require(generator.generateExpressions(for: text).first?.source)
        #expect(try CucumberExpression(source).match(text) != nil)
    }
}
