import CucumberMessages
import Testing
import VerityLanguageServer

/// Bad input gets an error response, a log line or a diagnostic, and the server keeps
/// answering: after each, a normal request still works.
@Suite struct RobustnessTests {
    /// A request that must still succeed after the bad input.
    private static func stillAnswers(_ server: ServerHarness) async throws {
        let uri = server.workspace.uri("belly.feature")
        server.open(uri, Fixtures.belly)
        let hover = try await server.result("textDocument/hover", ServerHarness.at(uri, line: 3, character: 12))
        #expect(hover["contents"]?["value"]?.stringValue?.contains("I have {int} cukes in my belly") == true)
    }

    @Test func aBrokenFeatureFileGetsADiagnosticAndEveryRequestAnswers() async throws {
        let (server, uri) = try await ServerHarness.opened(
            "\u{0}}{|||\n\"\"\"\nFeature\n  Scenario Outline: <>\n    Examples:\n      | a |\n      | b | c |\n",
            as: "garbage.feature")
        _ = try await server.diagnostics(uri) { !$0.isEmpty }
        for method in ["textDocument/hover", "textDocument/definition", "textDocument/completion"] {
            for line in 0..<8 {
                let response = try await server.request(method, ServerHarness.at(uri, line: line, character: 3))
                #expect(response["error"] == nil, "\(method) at line \(line)")
            }
        }
        for method in ["textDocument/documentSymbol", "textDocument/formatting"] {
            #expect(
                try await server.result(method, .object(["textDocument": .object(["uri": .string(uri)])])) == .array([])
            )
        }
        try await Self.stillAnswers(server)
    }

    @Test func anUnknownRequestIsMethodNotFound() async throws {
        let server = try await ServerHarness.started()
        let response = try await server.request("verity/unheardOf")
        #expect(response["error"]?["code"] == .integer(-32601))
        try await Self.stillAnswers(server)
    }

    @Test func anUnknownNotificationIsIgnored() async throws {
        let server = try await ServerHarness.started()
        let before = server.receivedCount
        server.notify("verity/unheardOf")
        server.notify("$/cancelRequest", .object(["id": .integer(1)]))
        try await Self.stillAnswers(server)
        #expect(server.notifications("window/logMessage").count == 1, "only the scan's line: nothing logged for them")
        #expect(server.receivedCount > before)
    }

    @Test func aBodyThatIsNotJSONIsAParseErrorForTheIdItHolds() async throws {
        let server = try await ServerHarness.started()
        server.sendBody(#"{"jsonrpc":"2.0","id":99,"method":"textDocument/hover","params":{"textDocument":"#)
        let response = try await server.response(to: .integer(99))
        #expect(response["error"]?["code"] == .integer(-32700))
        try await Self.stillAnswers(server)
    }

    @Test func aBodyThatIsNotJSONAndHasNoIdIsLogged() async throws {
        let server = try await ServerHarness.started()
        server.sendBody("{this is not json")
        let logged = try await server.waitFor("a log line") { message in
            message["method"]?.stringValue == "window/logMessage" && message["params"]?["type"] == .integer(1)
        }
        #expect(
            logged["params"]?["message"]?.stringValue?.hasPrefix(
                "Verity: ignored a message: The message body is not JSON") == true)
        try await Self.stillAnswers(server)
    }

    @Test func jsonThatIsNotAMessageIsAnInvalidRequest() async throws {
        let server = try await ServerHarness.started()
        server.sendBody(#"{"jsonrpc":"2.0","id":41,"method":7}"#)
        #expect(try await server.response(to: .integer(41))["error"]?["code"] == .integer(-32600))
        try await Self.stillAnswers(server)
    }

    @Test func aBadHeaderIsLoggedAndItsMessageSkipped() async throws {
        let server = try await ServerHarness.started()
        server.sendRaw(Array("Content-Lenght: 40\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":77,\"method\":\"shutdown\"}".utf8))
        server.sendRaw(Array("Content-Length: twelve\r\n\r\n{}".utf8))
        let logged = try await server.waitFor("a log line") { message in
            message["method"]?.stringValue == "window/logMessage" && message["params"]?["type"] == .integer(1)
        }
        #expect(
            logged["params"]?["message"]?.stringValue?.hasPrefix(
                "Verity: skipped a message with a header without Content-Length") == true)
        try await Self.stillAnswers(server)
        #expect(server.messages("window/logMessage").count == 3, "one line per bad header, after the scan's")
    }

    @Test func aContentTypeHeaderAndLowerCaseNamesAreAccepted() async throws {
        let server = try await ServerHarness.started()
        let body = #"{"jsonrpc":"2.0","id":5,"method":"verity/unheardOf"}"#
        server.sendRaw(
            Array(
                "content-length: \(body.utf8.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n\(body)"
                    .utf8))
        #expect(try await server.response(to: .integer(5))["error"]?["code"] == .integer(-32601))
    }

    @Test func wrongParamsAreInvalidParams() async throws {
        let server = try await ServerHarness.started()
        let workspace = server.workspace
        let response = try await server.request("textDocument/hover", .object(["textDocument": .integer(5)]))
        #expect(response["error"]?["code"] == .integer(-32602))
        let badPosition = try await server.request(
            "textDocument/completion",
            .object([
                "textDocument": .object(["uri": .string(workspace.uri("belly.feature"))]),
                "position": .object(["line": .integer(-1), "character": .string("x")]),
            ]))
        #expect(badPosition["error"]?["code"] == .integer(-32602))
        try await Self.stillAnswers(server)
    }

    @Test func aChangeToADocumentThatIsNotOpenIsLoggedNotFatal() async throws {
        let server = try await ServerHarness.started()
        let workspace = server.workspace
        server.notify(
            "textDocument/didChange",
            .object([
                "textDocument": .object(["uri": .string(workspace.uri("nowhere.feature")), "version": .integer(2)]),
                "contentChanges": .array([.object(["text": .string("x")])]),
            ]))
        _ = try await server.waitFor("a warning") { $0["params"]?["type"] == .integer(2) }
        try await Self.stillAnswers(server)
    }

    @Test func requestsAboutAnOpenSwiftFileGetEmptyAnswersNotErrors() async throws {
        let server = try await ServerHarness.started()
        let uri = server.workspace.uri("Tests/BellySteps.swift")
        server.open(uri, TestWorkspace.steps, languageId: "swift")
        let at = ServerHarness.at(uri, line: 6, character: 22)
        #expect(try await server.result("textDocument/hover", at) == .null)
        #expect(try await server.result("textDocument/definition", at) == .array([]))
        #expect(try await server.result("textDocument/completion", at) == .null)
        #expect(
            try await server.result(
                "textDocument/documentSymbol", .object(["textDocument": .object(["uri": .string(uri)])])) == .array([]))
    }
}
