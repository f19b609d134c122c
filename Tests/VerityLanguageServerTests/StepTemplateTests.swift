import Testing
import VerityLanguageServer

/// Step patterns read as the text a step is written with, for completion.
@Suite struct StepTemplateTests {
    @Test(arguments: [
        ("I have {int} cukes", "I have ${1:int} cukes"),
        ("I have {int} cuke(s)", "I have ${1:int} cuke"),
        ("I eat/drink {float} litre(s) of {}", "I eat ${1:float} litre of ${2:value}"),
        ("I say {string}", #"I say "${1:string}""#),
        (#"a \{literal\} and \(more\) \/ here"#, "a {literal\\} and (more) / here"),
        ("it costs $5", "it costs \\$5"),
    ])
    func cucumberExpressions(pattern: String, snippet: String) {
        #expect(StepTemplate(pattern: pattern, syntax: .cucumberExpression).snippet == snippet)
    }

    @Test(arguments: [
        (#"^I have (\d+) cukes$"#, "I have ${1:int} cukes"),
        (#"^I say "([^"]*)" to (.*)$"#, #"I say "${1:string}" to ${2:text}"#),
        (#"^the (?:red|blue) cukes? (?:are|is) ready\.$"#, "the red cukes are ready."),
        (#"^a [a-z]+ word$"#, "a ${1:value} word"),
    ])
    func regularExpressions(pattern: String, snippet: String) {
        let names = [#"\d+"#: "int", #"[^"]*"#: "string", ".*": "text"]
        #expect(StepTemplate(pattern: pattern, syntax: .regularExpression, parameterNames: names).snippet == snippet)
    }

    @Test func whatIsTypedMatchesLiteralsIgnoringCaseAndAnyTextForAParameter() {
        let template = StepTemplate(pattern: "I have {int} cukes in my {word}", syntax: .cucumberExpression)
        for typed in ["", "i h", "I have ", "I have 42", "I have 42 cu", "I have 42 cukes in my belly"] {
            #expect(template.continuation(of: typed) != nil, "\(typed)")
        }
        for typed in ["You", "I have 42 apples", "I have  cukes"] {
            #expect(template.continuation(of: typed) == nil, "\(typed)")
        }
    }

    @Test func clientsWithoutSnippetsGetTheParametersInBraces() {
        #expect(
            StepTemplate(pattern: "I have {int} cuke(s)", syntax: .cucumberExpression).plainText == "I have {int} cuke")
        #expect(StepTemplate(pattern: "I say {string}", syntax: .cucumberExpression).plainText == #"I say "{string}""#)
    }

    @Test func theContinuationOfWhatIsTypedKeepsItAndAddsTheRestOfTheTemplate() {
        let template = StepTemplate(pattern: "I pay the Bank {int} euros", syntax: .cucumberExpression)
        #expect(template.continuation(of: "") == "I pay the Bank {int} euros")
        #expect(
            template.continuation(of: "i pay t") == "i pay the Bank {int} euros",
            "the typed text as typed, the rest as written")
        #expect(template.continuation(of: "I pay the Bank ") == "I pay the Bank {int} euros")
        #expect(template.continuation(of: "I pay the Bank 12") == "I pay the Bank 12 euros")
        #expect(template.continuation(of: "I pay the Bank 12 euros") == "I pay the Bank 12 euros")
        #expect(template.continuation(of: "I pay you") == nil)
    }
}
