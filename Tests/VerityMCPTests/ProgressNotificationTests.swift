import Foundation
import Testing
import VerityJSON
import VerityMCP

/// A long tool call tells a client that asked for progress how it is getting on, with the
/// client's token, before the call's response.
@Suite("Progress notifications")
struct ProgressNotificationTests {
    /// A tool that reports two steps of progress, then answers.
    static let slowTool = ToolDefinition(
        name: "slow", title: "Slow", description: "Reports progress twice.", inputSchema: JSONSchema.object([:]),
        outputSchema: JSONSchema.object([:])
    ) { _, context throws(ToolFailure) in
        context.progress("building")
        context.progress("testing")
        return ToolResult(text: "done", structured: .object([:]))
    }

    /// The notifications a call of `slow` with `meta` sends, parsed.
    static func notifications(meta: String) throws -> [JSONValue] {
        let package = try FixturePackage()
        defer { package.remove() }
        let server = MCPServer(root: PackageRoot(path: package.root), serverVersion: "1", tools: [slowTool])
        var sent: [[UInt8]] = []
        server.notify = { sent.append($0) }
        let answer = server.respond(
            to: Array(#"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"slow"\#(meta)}}"#.utf8))
        #expect(try answer.map { try JSONValue(parsing: $0)["result"]?["isError"] } == .bool(false))
        return try sent.map { try JSONValue(parsing: $0) }
    }

    @Test("a call with a progress token gets notifications/progress with that token and rising progress")
    func progressWithToken() throws {
        let sent = try Self.notifications(meta: #","_meta":{"progressToken":"run-1"}"#)
        #expect(sent.map { $0["method"] } == [.string("notifications/progress"), .string("notifications/progress")])
        #expect(sent.map { $0["params"]?["progressToken"] } == [.string("run-1"), .string("run-1")])
        #expect(sent.map { $0["params"]?["progress"] } == [.integer(1), .integer(2)])
        #expect(sent.map { $0["params"]?["message"] } == [.string("building"), .string("testing")])
        #expect(sent.allSatisfy { $0["id"] == nil })
    }

    @Test("a call without a progress token gets no notification")
    func noProgressWithoutToken() throws {
        #expect(try Self.notifications(meta: "").isEmpty)
    }
}
