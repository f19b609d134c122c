import Testing
import VerityJSON
import VerityMCP

/// `find_step_definition`: from a step text to the Swift that runs it.
@Suite("find_step_definition")
struct FindStepDefinitionToolTests {
    @Test("a defined text gives its definition's path:line, pattern, parameter types and arguments")
    func findsTheDefinition() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let structured = try #require(
            try client.call("find_step_definition", ["text": .string("I add 2 pears at 50 cents")])?[
                "structuredContent"])
        #expect(structured["status"] == .string("defined"))
        let definition = try #require(structured["definitions"]?.arrayValue?.first)
        #expect(definition["location"] == .string("Tests/ShopTests/ShopSteps.swift:5"))
        #expect(definition["pattern"] == .string("I add {int} {word} at {int} cents"))
        #expect(definition["keyword"] == .string("given"))
        #expect(definition["parameterTypes"] == .array([.string("int"), .string("word"), .string("int")]))
        #expect(definition["arguments"]?.arrayValue?.compactMap { $0["value"]?.stringValue } == ["2", "pears", "50"])
    }

    @Test("a leading Gherkin keyword is ignored")
    func ignoresTheKeyword() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let structured = try #require(
            try client.call("find_step_definition", ["text": .string("Then I pay 3 cents")])?["structuredContent"])
        #expect(structured["text"] == .string("I pay 3 cents"))
        #expect(structured["status"] == .string("defined"))
    }

    @Test("an undefined text says so and gives the snippet, its method from the keyword")
    func undefinedGivesASnippet() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let result = try #require(try client.call("find_step_definition", ["text": .string("When I scan 4 coupons")]))
        let structured = try #require(result["structuredContent"])
        #expect(structured["status"] == .string("undefined"))
        #expect(structured["definitions"] == .array([]))
        #expect(
            structured["snippet"]
                == .string("steps.when(\"I scan {int} coupons\") { (world, coupons: Int) in\n    throw Pending()\n}"))
        #expect(
            result["content"]?.arrayValue?.first?["text"]?.stringValue?.hasPrefix("No step definition matches") == true)
    }

    @Test("an ambiguous text lists every matching definition")
    func ambiguousListsAll() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let structured = try #require(
            try client.call("find_step_definition", ["text": .string("the receipt is printed")])?["structuredContent"])
        #expect(structured["status"] == .string("ambiguous"))
        #expect(structured["definitions"]?.arrayValue?.count == 2)
    }

    @Test("a call without text is a tool error")
    func textIsRequired() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        #expect(try client.call("find_step_definition")?["isError"] == .bool(true))
    }
}
