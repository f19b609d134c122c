import Foundation
import Requirements
import Testing

struct Shop {
    var purchases: [String] = []
}

enum Colour: String, Sendable { case red, green, blue }

@Suite("Step definitions")
struct StepDefinitionTests {
    @Test("A parameter type whose transform returns the match itself, { $0 }, compiles and gives the text")
    func identityParameterType() async {
        let recorder = Recorder()
        let steps = Steps<Shop>(world: Shop.init) { steps in
            // NB: this line must compile: `{ $0 }` is the first transform a user writes.
            steps.parameterType("member", regexp: "Alice|Bob") { $0 }
            steps.parameterType("pair", regexp: "([a-z]+)/([a-z]+)") { (groups: [String?]) in
                groups.compactMap { $0 }.joined(separator: "+")
            }
            steps.given("{member} lends {pair}") { (_, member: String, pair: String) in
                recorder.record("\(member) \(pair)")
            }
        }
        let suite = makeSuite(
            """
            Feature: F
              Scenario: S
                Given Bob lends cup/saucer
            """, steps: steps)
        let result = await suite.run()
        #expect(result.success)
        #expect(recorder.recorded == ["Bob cup+saucer"])
    }

    @Test("Captured arguments arrive as the Swift types the body declares")
    func typedArguments() async {
        let recorder = Recorder()
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.parameterType("colour", regexp: "red|green|blue") { Colour(rawValue: $0) }
            steps.given("{int} {float} {word} {string} {colour}") {
                (_, count: Int, price: Double, word: String, quoted: String, colour: Colour) in
                recorder.record("\(count) \(price) \(word) \(quoted) \(colour)")
            }
            steps.given("anything: {}") { (_, rest: String) in recorder.record(rest) }
            steps.given("a number as text: {int}") { (_, text: String) in recorder.record("text \(text)") }
            steps.given("a word as a number: {word}") { (_, number: Int) in recorder.record("int \(number)") }
        }
        let suite = makeSuite(
            """
            Feature: F
              Scenario: S
                Given 3 1.5 apples "big ones" green
                And anything: at all
                And a number as text: 42
                And a word as a number: 7
            """, steps: steps)
        let result = await suite.run()
        #expect(result.success)
        #expect(recorder.recorded == ["3 1.5 apples big ones green", "at all", "text 42", "int 7"])
    }

    @Test("Optional regex groups that take no part arrive as nil")
    func optionalGroups() async {
        let recorder = Recorder()
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.given(.regex("^a (\\w+)(?: and a (\\w+))?$")) { (_, first: String, second: String?) in
                recorder.record("\(first)/\(second ?? "nil")")
            }
        }
        let result = await makeSuite(
            "Feature: F\n  Scenario: S\n    Given a cat\n    And a cat and a dog\n", steps: steps
        ).run()
        #expect(result.success)
        #expect(recorder.recorded == ["cat/nil", "cat/dog"])
    }

    @Test("Doc strings and data tables arrive as the last argument")
    func docStringsAndTables() async {
        let recorder = Recorder()
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.given("the body:") { (_, body: DocString) in
                recorder.record("\(body.mediaType ?? "-"): \(body.content)")
            }
            steps.given("the text:") { (_, text: String) in recorder.record(text) }
            steps.given("{int} rows:") { (_, count: Int, table: DataTable) in
                recorder.record("\(count) \(table.records)")
            }
        }
        let suite = makeSuite(
            """
            Feature: F
              Scenario: S
                Given the body:
                  ```json
                  {"a": 1}
                  ```
                And the text:
                  \"\"\"
                  plain
                  \"\"\"
                And 1 rows:
                  | name |
                  | Ann  |
            """, steps: steps)
        let result = await suite.run()
        #expect(result.success)
        #expect(recorder.recorded == ["json: {\"a\": 1}", "plain", "1 [[\"name\": \"Ann\"]]"])
    }

    @Test("A body whose parameters do not fit the step fails the step, naming the mismatch")
    func arityMismatchFails() async {
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.given("I have {int} apples") { _ in }
            steps.given("I have pears") { (_, count: Int) in _ = count }
        }
        let result = await makeSuite(
            "Feature: F\n  Scenario: S\n    Given I have 3 apples\n  Scenario: T\n    Given I have pears\n",
            steps: steps
        ).run()
        #expect(!result.success)
        #expect(result.scenarios.map(\.status) == [.failed, .failed])
        #expect(result.scenarios[0].problems.first?.message?.contains("1 captured arguments") == true)
        #expect(result.scenarios[1].problems.first?.message?.contains("more arguments") == true)
    }

    @Test("The world is fresh for every scenario and async bodies run in order")
    func freshWorldAndAsyncBodies() async {
        let recorder = Recorder()
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.when("I buy {word}") { (shop, item: String) in
                try await Task.sleep(nanoseconds: 1_000)
                shop.purchases.append(item)
            }
            steps.then("the log is {string}") { (shop, expected: String) in
                recorder.record(shop.purchases.joined(separator: ","))
                guard shop.purchases.joined(separator: ",") == expected else { throw Pending("log differs") }
            }
        }
        let suite = makeSuite(
            """
            Feature: F
              Scenario: A
                When I buy milk
                And I buy eggs
                Then the log is "milk,eggs"
              Scenario: B
                When I buy tea
                Then the log is "tea"
            """, steps: steps)
        let result = await suite.run()
        #expect(result.success)
        #expect(recorder.recorded == ["milk,eggs", "tea"])
    }

    @Test("A failing step names its definition's location and the feature line")
    func failureLocations() async throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "broken" } }
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.given("it breaks") { _ in throw Broken() }
        }
        let result = await makeSuite("Feature: F\n\n  Scenario: S\n    Given it breaks\n", steps: steps).run()
        let problem = try #require(result.scenarios.first?.problems.first)
        #expect(problem.status == .failed)
        #expect(problem.line == 4)
        #expect(problem.column == 5)
        #expect(problem.message == "broken")
        #expect(problem.definitions.first?.fileID.hasSuffix("StepDefinitionTests.swift") == true)
        #expect(problem.description.contains("StepDefinitionTests.swift:"))
    }
}
