import CucumberMessages
import Testing
import VerityLanguageServer

/// `textDocument/definition` and `textDocument/hover` from a step to its Swift definitions.
@Suite struct NavigationTests {
    @Test func definitionLeadsFromAStepToItsDefinitionsPatternLiteral() async throws {
        let (server, uri) = try await ServerHarness.opened(Fixtures.belly)
        let workspace = server.workspace
        let locations = try await server.result(
            "textDocument/definition", ServerHarness.at(uri, line: 3, character: 12))
        #expect(
            locations
                == .array([
                    .object([
                        "uri": .string(workspace.uri("Tests/BellySteps.swift")),
                        "range": .object([
                            "start": .object(["line": .integer(6), "character": .integer(20)]),
                            "end": .object(["line": .integer(6), "character": .integer(52)]),
                        ]),
                    ])
                ]))
    }

    @Test func aFileOpenedAfterARequestAboutItIsAnsweredFromTheEditorsText() async throws {
        let server = try await ServerHarness.started(files: ["belly.feature": Fixtures.belly])
        let uri = server.workspace.uri("belly.feature")
        let fromDisk = try await server.result("textDocument/definition", ServerHarness.at(uri, line: 3, character: 12))
        #expect(fromDisk.arrayValue?.count == 1, "a file not open is read from disk")
        // NB: version 0, as Neovim opens files; line 3 is no longer a step in the editor.
        server.open(
            uri, Fixtures.belly.replacingOccurrences(of: "Given I have 5 cukes in my belly", with: "# gone"), version: 0
        )
        let fromEditor = try await server.result(
            "textDocument/definition", ServerHarness.at(uri, line: 3, character: 12))
        #expect(fromEditor == .array([]), "the editor's text, not the earlier reading of the disk")
    }

    @Test func anAmbiguousStepLeadsToEveryDefinitionMatchingIt() async throws {
        let (server, uri) = try await ServerHarness.opened(Fixtures.belly)
        let locations = try await server.result("textDocument/definition", ServerHarness.at(uri, line: 4, character: 8))
        #expect(locations.arrayValue?.map { $0["range"]?["start"]?["line"] } == [.integer(9), .integer(12)])
    }

    @Test func anywhereElseThereIsNoDefinition() async throws {
        let (server, uri) = try await ServerHarness.opened(Fixtures.belly)
        #expect(
            try await server.result("textDocument/definition", ServerHarness.at(uri, line: 2, character: 4))
                == .array([]))
        #expect(
            try await server.result("textDocument/definition", ServerHarness.at(uri, line: 6, character: 8))
                == .array([]))
    }

    @Test func hoverShowsThePatternItsPlaceAndItsDocComment() async throws {
        let (server, uri) = try await ServerHarness.opened(Fixtures.belly)
        let workspace = server.workspace
        let hover = try await server.result("textDocument/hover", ServerHarness.at(uri, line: 3, character: 12))
        #expect(hover["contents"]?["kind"] == .string("markdown"))
        let text = try #require(hover["contents"]?["value"]?.stringValue)
        #expect(text.hasPrefix("**Given** `I have {int} cukes in my belly` — Cucumber Expression\n"))
        #expect(text.contains("[Tests/BellySteps.swift:7](\(workspace.uri("Tests/BellySteps.swift"))#L7)"))
        #expect(text.hasSuffix("\n\nThe belly starts with this many cukes."))
        #expect(hover["range"]?["start"] == .object(["line": .integer(3), "character": .integer(4)]))
    }

    @Test func hoverOverAnUndefinedStepShowsTheRunnersSnippet() async throws {
        let (server, uri) = try await ServerHarness.opened(Fixtures.belly)
        let hover = try await server.result("textDocument/hover", ServerHarness.at(uri, line: 6, character: 8))
        #expect(
            hover["contents"]?["value"]
                == .string(
                    "**Undefined step.** Define it with:\n\n```swift\nsteps.then(\"I dance\") { world in\n    throw Pending()\n}\n```"
                ))
    }

    @Test func definitionAndHoverStillWorkInAFileWithSyntaxErrors() async throws {
        let (server, uri) = try await ServerHarness.opened(Fixtures.belly + "  oops\n", as: "broken.feature")
        let locations = try await server.result(
            "textDocument/definition", ServerHarness.at(uri, line: 3, character: 12))
        #expect(locations.arrayValue?.count == 1)
        let hover = try await server.result("textDocument/hover", ServerHarness.at(uri, line: 3, character: 12))
        #expect(hover["contents"]?["value"]?.stringValue?.contains("I have {int} cukes in my belly") == true)
    }
}
