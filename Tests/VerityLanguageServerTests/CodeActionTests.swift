import CucumberMessages
import Foundation
import Testing
import VerityJSON
import VerityLanguageServer
@testable import VerityWorkspace

/// `textDocument/codeAction` for undefined steps, and the `verity.copySnippet` command.
@Suite struct CodeActionTests {
    private static func actions(_ server: ServerHarness, _ uri: String, line: Int) async throws -> [JSONValue] {
        try await server.result(
            "textDocument/codeAction",
            .object([
                "textDocument": .object(["uri": .string(uri)]),
                "range": .object([
                    "start": .object(["line": .integer(line), "character": .integer(0)]),
                    "end": .object(["line": .integer(line), "character": .integer(0)]),
                ]),
                "context": .object(["diagnostics": .array([])]),
            ])
        ).arrayValue ?? []
    }

    /// `text` with `edit` applied (one insertion at a line's start).
    private static func applying(_ edit: JSONValue?, to text: String) -> String? {
        guard let line = edit?["range"]?["start"]?["line"]?.integerValue, let newText = edit?["newText"]?.stringValue
        else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert(
            contentsOf: newText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init),
            at: line)
        return lines.joined(separator: "\n")
    }

    @Test func anUndefinedStepIsDefinedAfterTheLastDefinitionOfTheStepsFileItsFeatureUses() async throws {
        let (server, uri) = try await ServerHarness.opened(Fixtures.belly)
        let workspace = server.workspace
        let actions = try await Self.actions(server, uri, line: 6)
        let define = try #require(actions.first)
        #expect(define["title"] == .string(#"Define step "I dance" in Tests/BellySteps.swift"#))
        #expect(define["kind"] == .string("quickfix"))
        #expect(define["isPreferred"] == .bool(true))
        #expect(define["diagnostics"]?.arrayValue?.first?["code"] == .string("undefined-step"))
        let edits = define["edit"]?["changes"]?[workspace.uri("Tests/BellySteps.swift")]?.arrayValue ?? []
        #expect(edits.count == 1)
        #expect(edits.first?["range"]?["start"] == .object(["line": .integer(17), "character": .integer(0)]))
        let edited = try #require(Self.applying(edits.first, to: TestWorkspace.steps))
        #expect(
            edited.hasSuffix(
                """
                        steps.then("I wear a {shirt} shirt") { (belly, shirt: String) in }

                        steps.then("I dance") { belly in
                            throw Pending()
                        }
                    }
                }

                """))
    }

    @Test func theInsertedDefinitionUsesTheBuilderAndWorldNamesOfItsNeighbours() {
        let snippet = "steps.given(\"I have {int} cukes\") { (world, cukes: Int) in\n    throw Pending()\n}"
        #expect(
            SnippetNames.adapted(
                snippet, toDefinition: #"    s.when("I eat {int}") { (belly, count: Int) in belly.cukes -= count }"#)
                == "s.given(\"I have {int} cukes\") { (belly, cukes: Int) in\n    throw Pending()\n}")
        #expect(
            SnippetNames.adapted("steps.then(\"x\") { world in\n}", toDefinition: #"steps.given("y") { shop in }"#)
                == "steps.then(\"x\") { shop in\n}")
        // NB: an unnamed world (`_`) or a line that is not a plain definition leaves the snippet as it is.
        #expect(SnippetNames.adapted(snippet, toDefinition: #"steps.given("y") { _ in }"#) == snippet)
        #expect(SnippetNames.adapted(snippet, toDefinition: "register(&steps)") == snippet)
    }

    @Test func theSnippetCanAlwaysBeCopiedThroughACommand() async throws {
        let (server, uri) = try await ServerHarness.opened(Fixtures.belly)
        let actions = try await Self.actions(server, uri, line: 6)
        let copy = try #require(actions.last)
        #expect(copy["title"] == .string(#"Copy snippet for "I dance""#))
        let snippet = "steps.then(\"I dance\") { world in\n    throw Pending()\n}"
        #expect(
            copy["command"]
                == .object([
                    "title": .string("Copy snippet"), "command": .string("verity.copySnippet"),
                    "arguments": .array([.string(snippet)]),
                ]))
        let result = try await server.result(
            "workspace/executeCommand",
            .object([
                "command": .string("verity.copySnippet"), "arguments": .array([.string(snippet)]),
            ]))
        #expect(result == .string(snippet))
        let shown = try await server.waitFor("window/showMessage") { $0["method"]?.stringValue == "window/showMessage" }
        #expect(shown["params"]?["message"]?.stringValue?.hasSuffix("\n\n" + snippet) == true)
    }

    @Test func withNoClearStepsFileOnlyTheCopyIsOffered() async throws {
        let workspace = try TestWorkspace(files: [
            "Tests/OtherSteps.swift": "steps.given(\"something else\") { _ in }\n"
        ])
        let server = ServerHarness(workspace: workspace)
        try await server.start()
        let uri = workspace.uri("new.feature")
        server.open(uri, "Feature: New\n  Scenario: S\n    Given nothing is defined\n")
        let actions = try await Self.actions(server, uri, line: 2)
        #expect(actions.map { $0["title"] } == [.string(#"Copy snippet for "nothing is defined""#)])
    }

    @Test func aDefinedStepHasNoAction() async throws {
        let (server, uri) = try await ServerHarness.opened(Fixtures.belly)
        #expect(try await Self.actions(server, uri, line: 3).isEmpty)
    }
}
