import Foundation
import Testing
import VerityJSON
import VerityMCP

/// Drives an ``MCPServer`` the way a client does: frames in, frames out, each frame one line
/// of JSON.
struct MCPTestClient {
    let server: MCPServer
    let package: FixturePackage

    /// A client of a server for a fresh fixture package (`files` added or replaced).
    init(_ files: [String: String] = [:]) throws {
        package = try FixturePackage(files)
        server = MCPServer(root: PackageRoot(path: package.root), serverVersion: "9.9.9")
    }

    /// The server's answer to the frame `line`, parsed; `nil` when it gave none.
    func send(_ line: String) throws -> JSONValue? {
        guard let answer = server.respond(to: Array(line.utf8)) else { return nil }
        expectNoNewline(answer)
        return try JSONValue(parsing: answer)
    }

    /// The `result` of the request `method` with `params`.
    func request(_ method: String, _ params: JSONValue = .object([:]), id: Int = 1) throws -> JSONValue? {
        let frame = JSONValue.object([
            "jsonrpc": .string("2.0"), "id": .integer(id), "method": .string(method), "params": params,
        ])
        return try send(String(decoding: frame.jsonBytes, as: UTF8.self))?["result"]
    }

    /// The result of calling the tool `name` with `arguments`.
    func call(_ name: String, _ arguments: [String: JSONValue] = [:]) throws -> JSONValue? {
        try request("tools/call", .object(["name": .string(name), "arguments": .object(arguments)]))
    }
}

/// Records an issue when an answer frame holds a newline, which would split it in two.
private func expectNoNewline(_ frame: [UInt8]) {
    if frame.contains(UInt8(ascii: "\n")) { Issue.record("the frame holds a newline") }
}
