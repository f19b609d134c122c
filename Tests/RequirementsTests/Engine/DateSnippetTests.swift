import CucumberExpressions
import Foundation
import Testing

/// A step that holds a date or a time gets one snippet that takes it whole, named after what it
/// is, instead of a number per part with every `{float}` alternative.
@Suite("Snippets for dates and times")
struct DateSnippetTests {
    private func alternatives(_ text: String, registry: ParameterTypeRegistry = ParameterTypeRegistry())
        -> [Snippets.Alternative]
    {
        Snippets(registry: registry).alternatives(for: SnippetStep(text: text, keywordType: "Context"))
    }

    @Test("a date is one {word} argument named date, in a single snippet")
    func dateIsOneArgument() {
        let snippets = alternatives("the loan is due on 2025-03-01")
        #expect(snippets.map(\.source) == ["the loan is due on {word}"])
        #expect(
            snippets.first?.code == """
                steps.given("the loan is due on {word}") { (world, date: String) in
                    throw Pending()
                }
                """)
    }

    @Test("times and dates with a time of day are named time and date, beside the step's numbers")
    func timesAndNumbers() {
        let snippets = alternatives("a meeting from 09:30 to 2025-03-01T10:00:00Z with 3 people")
        // NB: `3` alone is `{int}` or `{float}`, as the generator proposes any number.
        #expect(
            snippets.map(\.source) == [
                "a meeting from {word} to {word} with {int} people",
                "a meeting from {word} to {word} with {float} people",
            ])
        #expect(snippets.first?.code.contains("(world, time: String, date: String, people: Int)") == true)
    }

    @Test("two dates are date and date2, and a date ending the sentence still counts")
    func twoDates() {
        let snippets = alternatives("a loan from 2025-03-01 to 2025-04-01.")
        #expect(snippets.map(\.source) == ["a loan from {word} to {word}."])
        #expect(snippets.first?.code.contains("(world, date: String, date2: String)") == true)
    }

    @Test("a quoted date stays a {string}, and a date inside a longer word is left to the generator")
    func quotedAndJoined() {
        #expect(alternatives(#"the loan is due on "2025-03-01""#).map(\.source) == ["the loan is due on {string}"])
        #expect(!alternatives("release v2025-03-01 ships").map(\.source).contains("release {word} ships"))
    }

    @Test("a parameter type of the suite's own that matches the whole date is proposed instead")
    func suiteTypeWins() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "isoDate", regexps: [#"\d{4}-\d{2}-\d{2}"#]) { $0 })
        #expect(
            alternatives("the loan is due on 2025-03-01", registry: registry).first?.source
                == "the loan is due on {isoDate}")
    }

    @Test("every date snippet's expression matches its own step and gives the date back whole")
    func expressionsMatch() throws {
        let texts = [
            "the loan is due on 2025-03-01", "at 9:30 and 21:15:05 on 2025-12-31T23:59:59.123+01:00",
            "from 2025-03-01 (a Saturday) until 10:00", "2025-03-01 is a date", "pay 3.50 on 2025-03-01",
        ]
        for text in texts {
            for snippet in alternatives(text) {
                let expression = try CucumberExpression(snippet.source)
                let arguments = try #require(expression.match(text), "\(snippet.source) does not match \(text)")
                #expect(arguments.allSatisfy { $0.group.value?.isEmpty == false })
            }
        }
    }
}
