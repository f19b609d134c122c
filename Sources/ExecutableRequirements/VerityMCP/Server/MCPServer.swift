import CucumberMessages
import Foundation
import VerityJSON
import VerityWorkspace

/// The Model Context Protocol server behind `verity mcp`: the package's requirements as tools
/// a coding agent calls, over JSON-RPC 2.0 with one message per line.
///
/// It answers `initialize` (with protocol version negotiation), `ping`, `tools/list`,
/// `tools/call`, `resources/list` and `resources/read` (``PackageResources``); other requests
/// get "method not found", notifications and responses are read and dropped, and a line that
/// is not a JSON-RPC message gets the JSON-RPC error saying why.
/// Requests are answered one at a time, in the order they come.
///
/// ```swift
/// let server = MCPServer(root: PackageRoot(path: "/work/shop"), serverVersion: "1.0.0")
/// server.respond(to: Array(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#.utf8))
/// // {"id":1,"jsonrpc":"2.0","result":{}}
/// ```
package final class MCPServer {
    /// The package the tools read.
    package let index: RequirementsIndex
    /// The tools offered, in the order `tools/list` gives them.
    package let tools: [ToolDefinition]
    /// The version `initialize` reports for the server.
    package let serverVersion: String
    /// The protocol revision agreed in `initialize`; `nil` before it.
    package private(set) var protocolVersion: String?
    /// Sends a message the server starts (a progress notification) as one line without its
    /// newline, while a request is being answered; ``run(input:output:)`` writes it to the output.
    package var notify: ([UInt8]) -> Void = { _ in }
    /// Whether the client has cancelled the request being answered; ``run(input:output:)`` sets
    /// it for each request.
    package var isCancelled: () -> Bool = { false }
    /// The `swift` that `run_scenarios` runs: a name looked up on `PATH`, or a path.
    package var swift = "swift"

    /// Every tool of the server, most used first.
    package static let standardTools = [
        ListScenariosTool.definition, FindUndefinedStepsTool.definition, FindStepDefinitionTool.definition,
        LintFeaturesTool.definition, RunScenariosTool.definition, DraftScenarioTool.definition,
        CodeCoverageTool.definition,
    ]

    /// A server for the package at `root`, offering `tools`.
    package init(root: PackageRoot, serverVersion: String, tools: [ToolDefinition] = MCPServer.standardTools) {
        index = RequirementsIndex(root: root)
        self.serverVersion = serverVersion
        self.tools = tools
    }

    /// The answer to one line of input (without its newline), as one line of output (without
    /// its newline); `nil` when the line needs no answer (a notification, a response, a blank line).
    package func respond(to line: some Collection<UInt8>) -> [UInt8]? {
        let body = Array(line)
        guard body.contains(where: { !Self.isSpace($0) }) else { return nil }
        switch JSONRPCMessage.read(body: body) {
        case .failure(let unreadable):
            return JSONRPCMessage.response(id: unreadable.id, result: .failure(unreadable.error)).json.jsonBytes
        case .success(let message):
            return handle(message)?.json.jsonBytes
        }
    }

    /// The response to `message`, or `nil` when it needs none.
    package func handle(_ message: JSONRPCMessage) -> JSONRPCMessage? {
        guard case .request(let id, let method, let params) = message else { return nil }
        do {
            return .response(id: id, result: .success(try result(of: method, params: params ?? .object([:]))))
        } catch {
            return .response(id: id, result: .failure(error))
        }
    }

    /// Serves the protocol: reads lines from `input` until it ends, writing each answer as a
    /// line to `output`. Stops early when `output` can no longer be written (the client is gone).
    /// A request the client cancels (`notifications/cancelled`) while it is being answered stops
    /// where it can (a run is stopped) and gets no response, as the protocol asks.
    package func run(input: FileHandle, output: FileHandle) {
        notify = { line in try? output.write(contentsOf: line + [UInt8(ascii: "\n")]) }
        let lines = MessageLines(input: input)
        while let line = lines.next() {
            let id = Self.requestID(of: line)
            isCancelled = { id.map(lines.isCancelled) ?? false }
            let answer = respond(to: line)
            defer { if let id { lines.forget(id) } }
            guard var answer, !isCancelled() else { continue }
            answer.append(UInt8(ascii: "\n"))
            do {
                try output.write(contentsOf: answer)
            } catch {
                return
            }
        }
    }

    /// The id of the request `line` holds, or `nil` for anything else.
    private static func requestID(of line: [UInt8]) -> RequestID? {
        guard case .success(.request(let id, _, _)) = JSONRPCMessage.read(body: line) else { return nil }
        return id
    }

    /// The result of the request `method`.
    private func result(of method: String, params: JSONValue) throws(ResponseError) -> JSONValue {
        switch method {
        case "initialize": return initialize(params)
        case "ping": return .object([:])
        case "tools/list": return .object(["tools": .array(tools.map(\.listing))])
        case "tools/call": return try callTool(params)
        case "resources/list": return PackageResources(index: index).list()
        case "resources/read": return try PackageResources(index: index).read(try params.requiredString("uri"))
        default: throw .methodNotFound(method)
        }
    }

    /// Agrees the protocol revision and says what the server offers.
    private func initialize(_ params: JSONValue) -> JSONValue {
        let version = ProtocolVersion.negotiated(requested: params["protocolVersion"]?.stringValue)
        protocolVersion = version
        return .object([
            "protocolVersion": .string(version),
            "capabilities": .object([
                "tools": .object(["listChanged": .bool(false)]), "resources": .object(["listChanged": .bool(false)]),
            ]),
            "serverInfo": .object([
                "name": .string("verity"), "title": .string("Verity"), "version": .string(serverVersion),
            ]),
            "instructions": .string(Self.instructions(root: index.root.path)),
        ])
    }

    /// Runs the tool `params.name` names with `params.arguments`.
    private func callTool(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let name = try params.requiredString("name")
        guard let tool = tools.first(where: { $0.name == name }) else {
            throw .invalidParams("Unknown tool \(name); the tools are " + tools.map(\.name).joined(separator: ", "))
        }
        let arguments = params.optional("arguments") ?? .object([:])
        guard case .object = arguments else { throw .invalidParams("arguments must be an object") }
        var context = ToolContext(index: index)
        context.isCancelled = isCancelled
        context.swift = swift
        // NB: progress is sent only to a client that asked for it with a token, as the protocol has it.
        if let token = params.optional("_meta.progressToken"), RequestID(json: token) != nil {
            var step = 0
            let notify = self.notify
            context.progress = { message in
                step += 1
                let params = JSONValue.object([
                    "progressToken": token, "progress": .integer(step), "message": .string(message),
                ])
                notify(JSONRPCMessage.notification(method: "notifications/progress", params: params).json.jsonBytes)
            }
        }
        return tool.call(arguments, context).json
    }

    /// What the server tells the agent about itself in `initialize`.
    private static func instructions(root: String) -> String {
        """
        Verity's executable requirements for the Swift package at \(root): Gherkin .feature files run \
        by `swift test` against Swift step definitions. Work requirements first: write or change a \
        scenario, call find_undefined_steps and paste each snippet into the suggested Swift file, call \
        run_scenarios with the scenario's path:line (the new steps are pending), then implement \
        until it passes. list_scenarios, find_step_definition and lint_features read the files \
        without building; run_scenarios builds and runs swift test.
        """
    }

    /// Whether `byte` is JSON white space.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "\n")
    }
}
