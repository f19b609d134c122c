import CucumberMessages
import Testing
import VerityJSON
import VerityLanguageServer

/// `didChange` keeps the server's copy of a document equal to the editor's.
@Suite struct DocumentSyncTests {
    private static func change(_ uri: String, version: Int, _ changes: [JSONValue]) -> JSONValue {
        .object([
            "textDocument": .object(["uri": .string(uri), "version": .integer(version)]),
            "contentChanges": .array(changes),
        ])
    }

    private static func edit(_ line: Int, _ start: Int, _ end: Int, _ text: String) -> JSONValue {
        .object([
            "range": .object([
                "start": .object(["line": .integer(line), "character": .integer(start)]),
                "end": .object(["line": .integer(line), "character": .integer(end)]),
            ]),
            "text": .string(text),
        ])
    }

    @Test func rangeEditsCountCharactersInUTF16() async throws {
        let server = try await ServerHarness.started()
        let workspace = server.workspace
        let uri = workspace.uri("emoji.feature")
        // "I eat 3 🥒 now" is undefined; "I eat 3 🥒" is "I eat {int} {word}". The cucumber
        // takes two UTF-16 units, so " now" spans characters 19 to 23.
        server.open(uri, "Feature: E\n  Scenario: F\n    When I eat 3 🥒 now\n")
        #expect(
            Fixtures.messages(try await server.diagnostics(uri) { !$0.isEmpty }) == [
                #"Undefined step: "I eat 3 🥒 now""#
            ])
        server.notify("textDocument/didChange", Self.change(uri, version: 2, [Self.edit(2, 19, 23, "")]))
        _ = try await server.diagnostics(uri) { $0.isEmpty }
        let hover = try await server.result("textDocument/hover", ServerHarness.at(uri, line: 2, character: 6))
        #expect(hover["contents"]?["value"]?.stringValue?.contains("I eat {int} {word}") == true)
    }

    @Test func aChangeWithoutARangeReplacesTheWholeText() async throws {
        let (server, uri) = try await ServerHarness.opened(Fixtures.belly)
        _ = try await server.diagnostics(uri) { !$0.isEmpty }
        server.notify(
            "textDocument/didChange",
            Self.change(
                uri, version: 2,
                [
                    .object(["text": .string("Feature: B\n  Scenario: C\n    Given I have 2 cukes in my belly\n")])
                ]))
        _ = try await server.diagnostics(uri) { $0.isEmpty }
    }

    @Test func severalChangesInOneNotificationApplyInOrderAndTheVersionIsPublished() async throws {
        let (server, uri) = try await ServerHarness.opened(
            "Feature: B\n  Scenario: C\n    Given I have 2 cukes in my belly\n")
        _ = try await server.diagnostics(uri) { $0.isEmpty }
        // "I have 2 cukes in my belly" → "I have 2 cukes in my bed" → "I have 20 cukes in my bed".
        server.notify(
            "textDocument/didChange",
            Self.change(
                uri, version: 7,
                [
                    Self.edit(2, 31, 36, "bed"), Self.edit(2, 18, 18, "0"),
                ]))
        let diagnostics = try await server.diagnostics(uri) { !$0.isEmpty }
        #expect(Fixtures.messages(diagnostics) == [#"Undefined step: "I have 20 cukes in my bed""#])
        let published = server.notifications("textDocument/publishDiagnostics").last {
            $0["params"]?["uri"]?.stringValue == uri
        }
        #expect(published?["params"]?["version"] == .integer(7))
    }
}
