import CucumberMessages
import Gherkin
import Testing
import VerityJSON
import VerityLanguageServer

/// `textDocument/formatting` with the formatter `verity format` uses.
@Suite struct FormattingTests {
    private static func format(_ server: ServerHarness, _ uri: String) async throws -> JSONValue {
        try await server.result(
            "textDocument/formatting",
            .object([
                "textDocument": .object(["uri": .string(uri)]),
                "options": .object(["tabSize": .integer(2), "insertSpaces": .bool(true)]),
            ]))
    }

    @Test func anUnformattedFileGetsOneEditWithTheFormattersText() async throws {
        let server = try await ServerHarness.started()
        let workspace = server.workspace
        let uri = workspace.uri("messy.feature")
        let text = "Feature:   Messy\nScenario: A\nGiven I have 5 cukes in my belly   \n  |a|bb|\n"
        server.open(uri, text)
        let edits = try await Self.format(server, uri)
        #expect(
            edits
                == .array([
                    .object([
                        "range": .object([
                            "start": .object(["line": .integer(0), "character": .integer(0)]),
                            "end": .object(["line": .integer(4), "character": .integer(0)]),
                        ]),
                        "newText": .string(try GherkinFormatter().format(text)),
                    ])
                ]))
    }

    @Test func aFormattedFileGetsNoEdit() async throws {
        let (server, uri) = try await ServerHarness.opened(
            try GherkinFormatter().format(Fixtures.belly), as: "tidy.feature")
        #expect(try await Self.format(server, uri) == .array([]))
    }

    @Test func aFileThatDoesNotParseGetsNoEditAndKeepsItsDiagnostic() async throws {
        let (server, uri) = try await ServerHarness.opened(
            "Feature: B\n  Scenario: C\n    Given x\n  oops\n", as: "broken.feature")
        _ = try await server.diagnostics(uri) { !$0.isEmpty }
        #expect(try await Self.format(server, uri) == .array([]))
    }
}
