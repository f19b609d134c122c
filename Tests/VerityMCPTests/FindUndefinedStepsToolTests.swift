import Testing
import VerityJSON
import VerityMCP

/// `find_undefined_steps`: the undefined and ambiguous steps, with what to paste.
@Suite("find_undefined_steps")
struct FindUndefinedStepsToolTests {
    @Test("each undefined text is listed once with all its locations and the snippet in the steps file's names")
    func listsUndefinedSteps() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let result = try #require(try client.call("find_undefined_steps"))
        #expect(result["isError"] == .bool(false))
        let undefined = try #require(result["structuredContent"]?["undefined"]?.arrayValue)
        #expect(
            undefined.compactMap { $0["text"]?.stringValue } == [
                #"I pay with "visa""#, #"I pay with "gift""#,
            ])
        let visa = try #require(undefined.first)
        #expect(
            visa["locations"]
                == .array([
                    .string("Tests/ShopTests/Features/cart.feature:16"),
                    .string("Tests/ShopTests/Features/checkout/payment.feature:10"),
                ]))
        #expect(visa["keyword"] == .string("When"))
        #expect(
            visa["snippet"]
                == .string("s.when(\"I pay with {string}\") { (cart, string: String) in\n    throw Pending()\n}"))
        #expect(visa["suggestedFile"] == .string("Tests/ShopTests/ShopSteps.swift"))
        #expect(result["structuredContent"]?["stepDefinitionCount"] == .integer(5))
    }

    @Test("an ambiguous step is listed with each competing definition's path:line and pattern")
    func listsAmbiguousSteps() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let ambiguous = try #require(
            try client.call("find_undefined_steps")?["structuredContent"]?["ambiguous"]?.arrayValue)
        #expect(ambiguous.count == 1)
        #expect(ambiguous.first?["text"] == .string("the receipt is printed"))
        #expect(ambiguous.first?["locations"] == .array([.string("Tests/ShopTests/Features/cart.feature:17")]))
        let definitions = ambiguous.first?["definitions"]?.arrayValue ?? []
        #expect(
            definitions.compactMap { $0["location"]?.stringValue }
                == ["Tests/ShopTests/ShopSteps.swift:11", "Tests/ShopTests/ShopSteps.swift:12"])
        #expect(
            definitions.compactMap { $0["pattern"]?.stringValue } == [
                "the receipt is printed", "the receipt is {word}",
            ])
    }

    @Test("a snippet pasted into the steps file defines the step: it is no longer undefined")
    func pastedSnippetDefinesTheStep() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let first = try #require(
            try client.call("find_undefined_steps")?["structuredContent"]?["undefined"]?.arrayValue?.first)
        let snippet = try #require(first["snippet"]?.stringValue)
        let steps = try String(contentsOfFile: client.package.root + "/" + FixturePackage.stepsPath, encoding: .utf8)
        let closing = try #require(steps.range(of: "}\n", options: .backwards))
        try client.package.write(
            steps.replacingCharacters(in: closing, with: "    " + snippet + "\n}\n"), to: FixturePackage.stepsPath)
        let undefined = try #require(
            try client.call("find_undefined_steps")?["structuredContent"]?["undefined"]?.arrayValue)
        #expect(undefined.isEmpty)
    }

    @Test("paths limit the search to those feature files")
    func filtersByPath() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let structured = try #require(
            try client.call(
                "find_undefined_steps", ["paths": .array([.string(FixturePackage.cartPath)])])?["structuredContent"])
        #expect(structured["featureFileCount"] == .integer(1))
        #expect(
            structured["undefined"]?.arrayValue?.first?["locations"]
                == .array([.string("Tests/ShopTests/Features/cart.feature:16")]))
    }
}
