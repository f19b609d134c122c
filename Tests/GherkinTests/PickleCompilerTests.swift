import CucumberMessages
import Testing

@testable import Gherkin

@Suite("Pickle compiler")
struct PickleCompilerTests {
    private func pickles(_ source: String) throws -> [Pickle] {
        var ids = IdGenerator.predictable()
        let document = try #require(GherkinParser().parse(source, uri: "a.feature", ids: &ids).document)
        return PickleCompiler().compile(document, uri: "a.feature", ids: &ids)
    }

    @Test("placeholders are replaced literally, including `$` and backslashes")
    func placeholdersAreLiteral() throws {
        let source = """
            Feature: F
              Scenario Outline: pay <amount>
                Given I pay <amount> to <who>
                  \"\"\"
                  <who>
                  <amount>
                  \"\"\"
                Examples:
                  | amount | who    |
                  | $1\\\\ | a\\\\b |
            """
        let pickle = try #require(try pickles(source).first)
        #expect(pickle.name == #"pay $1\"#)
        #expect(pickle.steps[0].text == #"I pay $1\ to a\b"#)
        #expect(pickle.steps[0].argument?.docString?.content == "a\\b\n$1\\")
    }

    @Test("background steps are inlined before a rule's own background and the scenario")
    func backgroundsInlined() throws {
        let source = """
            Feature: F
              Background:
                Given feature background
              Rule: R
                Background:
                  Given rule background
                Scenario: S
                  When it runs
            """
        let pickle = try #require(try pickles(source).first)
        #expect(pickle.steps.map(\.text) == ["feature background", "rule background", "it runs"])
        #expect(pickle.steps.map(\.type) == [.context, .context, .action])
    }

    @Test("a step with a table before its doc string numbers both arguments")
    func argumentIndex() throws {
        let source = """
            Feature: F
              Scenario: S
                Given both
                  | a |
                  ```
                  text
                  ```
            """
        let argument = try #require(try pickles(source).first?.steps.first?.argument)
        #expect(argument.dataTable?.argumentIndex == 1)
        #expect(argument.docString?.argumentIndex == 2)
    }

    @Test("tags are inherited from feature, rule, scenario and examples, outermost first")
    func tagInheritance() throws {
        let source = """
            @f
            Feature: F
              @r
              Rule: R
                @s
                Scenario Outline: S
                  Given <x>
                  @e
                  Examples:
                    | x |
                    | 1 |
            """
        let pickle = try #require(try pickles(source).first)
        #expect(pickle.tags.map(\.name) == ["@f", "@r", "@s", "@e"])
    }
}
