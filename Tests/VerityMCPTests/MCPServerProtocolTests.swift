import Foundation
import Testing
import VerityJSON
import VerityMCP

/// The protocol around the tools: lifecycle, framing and errors, frames in and frames out.
@Suite("MCP server protocol")
struct MCPServerProtocolTests {
    @Test("initialize answers with the client's protocol version when it is supported")
    func initializeKeepsASupportedVersion() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        for version in ["2025-06-18", "2025-03-26"] {
            let result = try #require(
                try client.request(
                    "initialize",
                    .object([
                        "protocolVersion": .string(version), "capabilities": .object([:]),
                        "clientInfo": .object(["name": .string("test"), "version": .string("1")]),
                    ])))
            #expect(result["protocolVersion"] == .string(version))
            #expect(result["serverInfo"]?["name"] == .string("verity"))
            #expect(result["serverInfo"]?["version"] == .string("9.9.9"))
            #expect(result["capabilities"]?["tools"] != nil)
            #expect(client.server.protocolVersion == version)
        }
    }

    @Test("initialize answers with the latest version when the client's is not supported")
    func initializeOffersTheLatestVersion() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let result = try client.request("initialize", .object(["protocolVersion": .string("2024-11-05")]))
        #expect(result?["protocolVersion"] == .string("2025-06-18"))
    }

    @Test("ping answers an empty result with the request's id")
    func pingAnswersEmpty() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let answer = try client.send(#"{"jsonrpc":"2.0","id":"p-1","method":"ping"}"#)
        #expect(answer == .object(["jsonrpc": .string("2.0"), "id": .string("p-1"), "result": .object([:])]))
    }

    @Test("tools/list names each tool with a description, an input schema and an output schema")
    func toolsListDescribesEachTool() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let tools = try #require(try client.request("tools/list")?["tools"]?.arrayValue)
        #expect(
            tools.compactMap { $0["name"]?.stringValue }
                == [
                    "list_scenarios", "find_undefined_steps", "find_step_definition", "lint_features", "run_scenarios",
                    "draft_scenario", "code_coverage",
                ])
        for tool in tools {
            #expect(tool["description"]?.stringValue?.isEmpty == false)
            #expect(tool["inputSchema"]?["type"] == .string("object"))
            #expect(tool["outputSchema"]?["type"] == .string("object"))
        }
    }

    @Test("notifications and responses get no answer")
    func notificationsAreNotAnswered() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        #expect(try client.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == nil)
        #expect(
            try client.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}}"#) == nil)
        #expect(try client.send(#"{"jsonrpc":"2.0","id":9,"result":{}}"#) == nil)
        #expect(try client.send("   ") == nil)
    }

    @Test("an unknown method gets the JSON-RPC error method not found")
    func unknownMethodIsAnError() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let answer = try #require(try client.send(#"{"jsonrpc":"2.0","id":4,"method":"prompts/list"}"#))
        #expect(answer["id"] == .integer(4))
        #expect(answer["error"]?["code"] == .integer(-32601))
    }

    @Test(
        "a frame that is not a JSON-RPC request gets the error saying why, and the server goes on",
        arguments: [
            ("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":", -32700), ("[1,2]", -32600), ("\"text\"", -32600),
            (#"{"jsonrpc":"2.0","id":1,"method":7}"#, -32600), ("\u{FF}\u{FE}", -32700),
        ])
    func malformedFramesAreErrors(frame: String, code: Int) throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let answer = try #require(try client.send(frame))
        #expect(answer["error"]?["code"] == .integer(code))
        #expect(try client.request("ping") == .object([:]))
    }

    @Test("tools/call of an unknown tool, or without a name, is an invalid-params error")
    func unknownToolIsAnError() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let unknown = try #require(
            try client.send(
                #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"rm_rf","arguments":{}}}"#))
        #expect(unknown["error"]?["code"] == .integer(-32602))
        #expect(unknown["error"]?["message"]?.stringValue?.contains("list_scenarios") == true)
        let nameless = try #require(try client.send(#"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{}}"#))
        #expect(nameless["error"]?["code"] == .integer(-32602))
    }

    @Test("a tool argument of the wrong type is a tool result with isError, not a protocol error")
    func wrongArgumentIsAToolError() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let result = try #require(try client.call("list_scenarios", ["tags": .integer(3)]))
        #expect(result["isError"] == .bool(true))
        #expect(result["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("tags") == true)
    }

    @Test("run reads one message per line and writes one answer per line, a last line without newline included")
    func runFramesByLines() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let input = Pipe()
        let output = Pipe()
        let frames =
            #"{"jsonrpc":"2.0","id":1,"method":"ping"}"# + "\r\n"
            + #"{"jsonrpc":"2.0","method":"notifications/initialized"}"# + "\n\n"
            + #"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"# + "\n" + #"{"jsonrpc":"2.0","id":3,"method":"ping"}"#
        try input.fileHandleForWriting.write(contentsOf: Data(frames.utf8))
        try input.fileHandleForWriting.close()
        client.server.run(input: input.fileHandleForReading, output: output.fileHandleForWriting)
        try output.fileHandleForWriting.close()
        let text = String(decoding: try output.fileHandleForReading.readToEnd() ?? Data(), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        #expect(lines.last == "")
        let ids = try lines.dropLast().map { try JSONValue(parsing: $0)["id"] }
        #expect(ids == [.integer(1), .integer(2), .integer(3)])
    }
}
