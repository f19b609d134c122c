import CucumberMessages
import Foundation
import Testing
import VerityJSON
import VerityLanguageServer
import VeritySynchronization
@testable import VerityWorkspace

/// Drives a ``LanguageServer`` in process through two pipes, as an editor does through stdio:
/// framed JSON-RPC in, framed JSON-RPC out.
final class ServerHarness: Sendable {
    private let toServer = Pipe()
    private let fromServer = Pipe()
    private let received = Locked<[JSONValue]>([])
    private let exitCode = Locked<Int32?>(nil)
    private let nextID = Locked(1)
    /// The folder the server works in, kept as long as the server.
    let workspace: TestWorkspace

    /// Starts a server for `workspace`.
    init(workspace: TestWorkspace, refreshInterval: DispatchTimeInterval = .seconds(2), messageFiles: [String] = []) {
        self.workspace = workspace
        let options = LanguageServerOptions(messageFiles: messageFiles, refreshInterval: refreshInterval, log: { _ in })
        let output = MessageOutput(fileDescriptor: fromServer.fileHandleForWriting.fileDescriptor)
        let input = toServer.fileHandleForReading.fileDescriptor
        let exitCode = self.exitCode
        Thread {
            let code = LanguageServer(options: options, output: output).run(input: input)
            exitCode.withLock { $0 = code }
        }.start()
        let source = fromServer.fileHandleForReading.fileDescriptor
        let received = self.received
        Thread {
            var decoder = FrameDecoder()
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
                guard count > 0 else { return }
                decoder.append(buffer[0..<count])
                while case .body(let body)? = decoder.next() {
                    if let json = try? JSONDecoder().decode(JSONValue.self, from: Data(body)) {
                        received.withLock { $0.append(json) }
                    }
                }
            }
        }.start()
    }

    deinit {
        try? toServer.fileHandleForWriting.close()
    }

    // MARK: Sending

    /// Writes raw bytes to the server, framing and all.
    func sendRaw(_ bytes: [UInt8]) {
        toServer.fileHandleForWriting.write(Data(bytes))
    }

    /// Writes one framed body.
    func sendBody(_ body: String) {
        sendRaw(Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
    }

    /// Sends a message.
    func send(_ message: JSONRPCMessage) {
        let body = message.json.jsonBytes
        sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: JSONValue = .object([:])) {
        send(.notification(method: method, params: params))
    }

    /// Sends a request and waits for its response: the whole response object.
    @discardableResult
    func request(_ method: String, _ params: JSONValue = .object([:])) async throws -> JSONValue {
        let id = nextID.withLock { id in
            defer { id += 1 }
            return id
        }
        send(.request(id: .number(id), method: method, params: params))
        return try await response(to: .integer(id))
    }

    /// The `result` of a request that must succeed.
    func result(_ method: String, _ params: JSONValue = .object([:])) async throws -> JSONValue {
        let response = try await request(method, params)
        #expect(response["error"] == nil, "\(method) failed: \(response)")
        return response["result"] ?? .null
    }

    // MARK: Waiting

    /// The response with `id`.
    func response(to id: JSONValue) async throws -> JSONValue {
        try await waitFor("a response to \(id)") { $0["id"] == id && $0["method"] == nil }
    }

    /// The first message received (ever) that satisfies `condition`; fails after 60 s: a hang guard, generous because the whole suite shares two cores in CI.
    func waitFor(_ what: String, _ condition: @escaping (JSONValue) -> Bool) async throws -> JSONValue {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if let found = received.withLock({ $0.first(where: condition) }) { return found }
            try await Task.sleep(for: .milliseconds(5))
        }
        Issue.record("no \(what) within 60 s; received \(received.withLock { $0.map(\.description) })")
        throw HarnessTimeout()
    }

    /// The diagnostics of the last `publishDiagnostics` for `uri`, once one satisfies `condition`.
    func diagnostics(
        _ uri: String, where condition: @escaping ([JSONValue]) -> Bool = { _ in true }
    ) async throws -> [JSONValue] {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let latest = received.withLock { messages in
                messages.last {
                    $0["method"]?.stringValue == "textDocument/publishDiagnostics"
                        && $0["params"]?["uri"]?.stringValue == uri
                }
            }
            if let diagnostics = latest?["params"]?["diagnostics"]?.arrayValue, condition(diagnostics) {
                return diagnostics
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        Issue.record("no fitting diagnostics for \(uri) within 60 s")
        throw HarnessTimeout()
    }

    /// Every notification received so far with `method`.
    func notifications(_ method: String) -> [JSONValue] {
        received.withLock { $0.filter { $0["method"]?.stringValue == method && $0["id"] == nil } }
    }

    /// Every message received so far with `method`, requests from the server included.
    func messages(_ method: String) -> [JSONValue] {
        received.withLock { $0.filter { $0["method"]?.stringValue == method } }
    }

    /// How many messages have been received so far.
    var receivedCount: Int { received.withLock { $0.count } }

    /// The server's exit code, once it has stopped.
    func exitCode(within seconds: Double = 10) async throws -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let code = exitCode.withLock({ $0 }) { return code }
            try await Task.sleep(for: .milliseconds(5))
        }
        return nil
    }

    // MARK: Conversations

    /// `initialize` (with snippet support and, when asked, file watching) and `initialized`,
    /// then waits for the first scan's log line; returns the `initialize` result.
    @discardableResult
    func start(
        watchesFiles: Bool = true, snippetSupport: Bool = true, initializationOptions: JSONValue? = nil
    ) async throws -> JSONValue {
        let completionItem: JSONValue = snippetSupport ? .object(["snippetSupport": .bool(true)]) : .object([:])
        let capabilities: JSONValue = .object([
            "workspace": .object(["didChangeWatchedFiles": .object(["dynamicRegistration": .bool(watchesFiles)])]),
            "textDocument": .object(["completion": .object(["completionItem": completionItem])]),
        ])
        var params: [String: JSONValue] = [
            "processId": .null, "rootUri": .string(FileURI.uri(ofPath: workspace.root)), "capabilities": capabilities,
        ]
        if let initializationOptions { params["initializationOptions"] = initializationOptions }
        let result = try await self.result("initialize", .object(params))
        notify("initialized")
        _ = try await waitFor("the scan's log line") { message in
            message["method"]?.stringValue == "window/logMessage"
                && message["params"]?["message"]?.stringValue?.hasPrefix("Verity: scanned") == true
        }
        return result
    }

    /// A server started (see ``start(watchesFiles:snippetSupport:initializationOptions:)``) on a
    /// new workspace holding the steps file and `files`.
    static func started(
        files: [String: String] = [:], watchesFiles: Bool = true, snippetSupport: Bool = true
    ) async throws -> ServerHarness {
        let server = ServerHarness(workspace: try TestWorkspace(files: files))
        try await server.start(watchesFiles: watchesFiles, snippetSupport: snippetSupport)
        return server
    }

    /// A server started on a new workspace, with `text` open as the file `name` in it.
    static func opened(
        _ text: String, as name: String = "belly.feature", languageId: String = "cucumber",
        files: [String: String] = [:],
        snippetSupport: Bool = true
    ) async throws -> (ServerHarness, String) {
        let server = try await started(files: files, snippetSupport: snippetSupport)
        let uri = server.workspace.uri(name)
        server.open(uri, text, languageId: languageId)
        return (server, uri)
    }

    /// Opens a document with `text`.
    func open(_ uri: String, _ text: String, version: Int = 1, languageId: String = "cucumber") {
        notify(
            "textDocument/didOpen",
            .object([
                "textDocument": .object([
                    "uri": .string(uri), "languageId": .string(languageId), "version": .integer(version),
                    "text": .string(text),
                ])
            ]))
    }

    /// `{"textDocument":{"uri":…},"position":{…}}`.
    static func at(_ uri: String, line: Int, character: Int) -> JSONValue {
        .object([
            "textDocument": .object(["uri": .string(uri)]),
            "position": .object(["line": .integer(line), "character": .integer(character)]),
        ])
    }
}

/// A wait that gave up.
struct HarnessTimeout: Error {}
