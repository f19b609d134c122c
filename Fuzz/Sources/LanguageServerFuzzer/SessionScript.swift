import Foundation
import FuzzSupport

/// A client's side of one session, read from a fuzz input: the bytes sent to the server, and
/// what the protocol says the server must have done with them (``ReferenceDocument``s, its
/// lifecycle phase, the requests it must answer).
///
/// The input is a program; each step's first byte picks one of:
///
/// | byte % 12 | what is sent |
/// | --- | --- |
/// | 0 | a request (method, params' shape, document, positions from the next bytes) |
/// | 1, 2, 3, 4 | `didOpen` (text: a chunk), `didChange` (up to 3 changes, whole or ranged), `didClose`, `didSave` |
/// | 5 | `initialized`, `exit`, `$/cancelRequest`, an unknown notification or `didChangeWatchedFiles` |
/// | 6 | a chunk as a message body, made not JSON if it is (the model cannot read JSON-RPC) |
/// | 7 | a chunk of bytes between messages |
/// | 8 | a broken header block (no length, a bad length, no colon, too long) and a chunk after it |
/// | 9 | how the following headers are written (case, spacing, `\n` alone, `Content-Type`) |
/// | 10 | a body that is JSON but not a readable message (a bad id, a bad method, a batch) |
/// | 11 | a last message cut short: its `Content-Length` promises more than comes |
///
/// A chunk is a length byte (255: two more, little-endian) and that many bytes; text is the
/// chunk read as UTF-8. Bytes between messages and after a broken header never hold
/// `Content-Length`, so they cannot swallow the messages after them: every request sent before
/// `exit` reaches the server and must be answered.
struct SessionScript {
    /// Where the server is in the protocol's lifecycle.
    enum Phase: Equatable {
        case uninitialized, running, shutDown
    }

    /// The bytes the client sends.
    private(set) var stream: [UInt8] = []
    /// The ids of the requests the server must answer, each as ``key(ofID:)`` gives it.
    private(set) var requests: [String] = []
    /// The open documents by URI, as the protocol says the edits leave them.
    private(set) var documents: [String: ReferenceDocument] = [:]
    private(set) var phase = Phase.uninitialized
    /// Whether `exit` was sent: the server reads nothing after it.
    private(set) var exited = false

    private let workspace: FuzzWorkspace
    private var headerStyle = 0
    private var nextID = 1

    /// The URIs a session's messages name: feature files (one on disk), a Swift file of the
    /// workspace, a plain text file and an untitled one, which only a `languageId` makes a
    /// document the server keeps.
    private let uris: [String]
    private static let languageIDs: [String?] = [nil, "cucumber", "gherkin", "feature", "swift", "plaintext"]

    /// The session that `input` describes.
    init(_ input: inout FuzzBytes, workspace: FuzzWorkspace) {
        self.workspace = workspace
        uris = [
            workspace.uri("Features/eating.feature"), workspace.uri("Features/biscuits.feature"),
            workspace.uri("Features/notes.feature.md"), workspace.uri("Tests/KitchenSteps.swift"),
            workspace.uri("notes.txt"), "untitled:Untitled-1",
        ]
        while !input.isAtEnd, !exited {
            switch input.below(12) {
            case 0: request(&input)
            case 1: didOpen(&input)
            case 2: didChange(&input)
            case 3: didClose(&input)
            case 4:
                var params = ["textDocument": ["uri": uri(&input)]] as [String: Any]
                if input.below(2) == 0 { params["text"] = text(&input) }
                notify("textDocument/didSave", params)
            case 5: otherNotification(&input)
            case 6:
                var body = input.chunk()
                if (try? JSONSerialization.jsonObject(with: Data(body), options: .fragmentsAllowed)) != nil {
                    body.insert(UInt8(ascii: "#"), at: 0)
                }
                frame(body)
            case 7: stream += Self.withoutLengthHeader(input.chunk())
            case 8: brokenHeader(&input)
            case 9: headerStyle = input.below(5)
            case 10: unreadable(&input)
            default:
                let body = Self.json(["jsonrpc": "2.0", "method": "textDocument/hover", "id": "cut"])
                stream += Array("Content-Length: \(body.count + 1 + input.below(100))\r\n\r\n".utf8) + body
                return
            }
        }
    }

    /// The key of a request id (a string or a number) in ``requests``.
    static func key(ofID id: Any) -> String? {
        if let string = id as? String { return "s:" + string }
        if let number = id as? Int { return "n:\(number)" }
        return nil
    }

    // MARK: Messages

    /// A request, its params shaped by the next bytes; the model follows `initialize` and
    /// `shutdown`.
    private mutating func request(_ input: inout FuzzBytes) {
        let methods = [
            "initialize", "shutdown", "textDocument/completion", "textDocument/hover", "textDocument/definition",
            "textDocument/documentSymbol", "textDocument/formatting", "textDocument/codeAction",
            "workspace/executeCommand", "verity/unknown",
        ]
        let method = methods[input.below(methods.count)]
        let id: Any = nextID % 2 == 0 ? "q\(nextID)" : nextID
        nextID += 1
        var message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method]
        // NB: JSON-RPC's params are an object or an array; a request with others is refused.
        var refused = false
        if method == "initialize" {
            let capabilities = input.byte()
            message["params"] =
                [
                    "processId": NSNull(), "rootUri": "file://" + workspace.root,
                    "capabilities": [
                        "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": capabilities & 1 != 0]],
                        "textDocument": ["completion": ["completionItem": ["snippetSupport": capabilities & 2 != 0]]],
                    ],
                ] as [String: Any]
        } else {
            switch input.below(8) {
            case 5: break
            case 6: message["params"] = [1, "a"]
            case 7:
                message["params"] = "params"
                refused = true
            default: message["params"] = requestParams(&input)
            }
        }
        if let key = Self.key(ofID: id) { requests.append(key) }
        send(message)
        guard !refused else { return }
        switch (method, phase) {
        case ("initialize", .uninitialized): phase = .running
        case ("shutdown", .running): phase = .shutDown
        default: break
        }
    }

    /// The params of a request about a document: a URI, a position, a range, a context, a
    /// command and its arguments, so that every method finds what it reads (or a bad value).
    private func requestParams(_ input: inout FuzzBytes) -> [String: Any] {
        var params: [String: Any] = [
            "textDocument": ["uri": uri(&input)],
            "position": ["line": Self.number(&input), "character": Self.number(&input)],
            "range": [
                "start": ["line": Self.number(&input), "character": Self.number(&input)],
                "end": ["line": Self.number(&input), "character": Self.number(&input)],
            ],
        ]
        switch input.below(3) {
        case 0: params["context"] = ["only": ["quickfix"], "diagnostics": [Any]()]
        case 1: params["context"] = ["only": ["refactor"]]
        default: break
        }
        params["command"] = input.below(4) == 0 ? "verity.other" : "verity.copySnippet"
        if input.below(3) != 0 { params["arguments"] = [text(&input)] }
        return params
    }

    /// `didOpen`: the model keeps a document the server keeps (a feature or Swift file, by its
    /// URI or else its language).
    private mutating func didOpen(_ input: inout FuzzBytes) {
        let index = input.below(uris.count)
        let languageID = Self.languageIDs[input.below(Self.languageIDs.count)]
        let version: Int? = input.below(3) == 0 ? nil : Int(input.byte())
        let text = text(&input)
        var document: [String: Any] = ["uri": uris[index], "text": text]
        if let languageID { document["languageId"] = languageID }
        if let version { document["version"] = version }
        notify("textDocument/didOpen", ["textDocument": document])
        guard phase == .running else { return }
        let kept =
            switch index {
            case 0, 1, 2: true
            case 3: true
            default: languageID.map { ["cucumber", "gherkin", "feature", "swift"].contains($0) } ?? false
            }
        if kept { documents[uris[index]] = ReferenceDocument(text: text, version: version ?? 0) }
    }

    /// `didChange` with up to three changes; one that is not a change (no text, a bad range)
    /// refuses the notification whole, and the model keeps the document as it was.
    private mutating func didChange(_ input: inout FuzzBytes) {
        let uri = uri(&input)
        let version: Int? = input.below(3) == 0 ? nil : Int(input.byte())
        var changes: [[String: Any]] = []
        var model: [ReferenceDocument.Change] = []
        var valid = true
        for _ in 0..<input.below(4) {
            let kind = input.below(8)
            let text = text(&input)
            switch kind {
            case 0:
                changes.append(["text": text])
                model.append(.init(range: nil, text: text))
            case 6:
                changes.append(["range": Self.range(0, 0, 0, 0)])
                valid = false
            default:
                let bounds = (Self.number(&input), Self.number(&input), Self.number(&input), Self.number(&input))
                changes.append(["range": Self.range(bounds.0, bounds.1, bounds.2, bounds.3), "text": text])
                if let start = Self.whole(bounds.0, bounds.1), let end = Self.whole(bounds.2, bounds.3), start <= end {
                    model.append(.init(range: (start, end), text: text))
                } else {
                    valid = false
                }
            }
        }
        var document: [String: Any] = ["uri": uri]
        if let version { document["version"] = version }
        var params: [String: Any] = ["textDocument": document, "contentChanges": changes]
        if input.below(16) == 0 {
            params["contentChanges"] = "not an array"
            valid = false
        }
        notify("textDocument/didChange", params)
        guard phase == .running, valid, var document = documents[uri] else { return }
        document.apply(model, version: version ?? document.version + 1)
        documents[uri] = document
    }

    private mutating func didClose(_ input: inout FuzzBytes) {
        let uri = uri(&input)
        notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        if phase == .running { documents[uri] = nil }
    }

    private mutating func otherNotification(_ input: inout FuzzBytes) {
        switch input.below(5) {
        case 0: notify("initialized", [:])
        case 1:
            notify("exit", nil)
            exited = true
        case 2: notify("$/cancelRequest", ["id": Int(input.byte())])
        case 3: notify("verity/unknown", ["value": Int(input.byte())])
        default:
            let uri =
                input.below(2) == 0 ? workspace.uri("Tests/KitchenSteps.swift") : workspace.uri("Tests/Gone.swift")
            notify("workspace/didChangeWatchedFiles", ["changes": [["uri": uri, "type": 1 + input.below(3)]]])
        }
    }

    /// A body that is JSON and not a message the server can act on; those with an id name one
    /// no request uses.
    private mutating func unreadable(_ input: inout FuzzBytes) {
        let id = "b\(nextID)"
        nextID += 1
        let bodies: [Any] = [
            ["jsonrpc": "2.0", "id": id, "method": 5],
            ["jsonrpc": "2.0", "id": ["nested": 1], "method": "textDocument/hover"],
            ["jsonrpc": "2.0", "id": NSNull(), "method": "textDocument/hover"],
            ["jsonrpc": "2.0", "method": "textDocument/hover", "params": 5],
            ["jsonrpc": "2.0", "id": id, "error": ["code": -1, "message": "refused"]],
            ["jsonrpc": "2.0", "id": id, "result": NSNull()],
            ["id": id],
            [["jsonrpc": "2.0", "id": id, "method": "textDocument/hover"]],
            [Any](),
            "text",
            NSNull(),
        ]
        let choice = input.below(bodies.count + 1)
        if choice == bodies.count {
            frame(Array(#"{"jsonrpc":"2.0","id":"\#(id)","method":"textDocument/hov"#.utf8))
        } else {
            frame(Self.json(bodies[choice]))
        }
    }

    // MARK: Framing

    /// Sends a notification.
    private mutating func notify(_ method: String, _ params: [String: Any]?) {
        var message: [String: Any] = ["jsonrpc": "2.0", "method": method]
        if let params { message["params"] = params }
        send(message)
    }

    private mutating func send(_ message: [String: Any]) {
        frame(Self.json(message))
    }

    /// Writes `body` with a correct `Content-Length`, in the current header style.
    private mutating func frame(_ body: [UInt8]) {
        let length = body.count
        let header =
            switch headerStyle {
            case 1: "Content-Length: \(length)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n"
            case 2: "content-length:\(length)\n\n"
            case 3: "\r\n\r\nCONTENT-LENGTH:  \(length) \t\r\n\r\n"
            case 4: "Content-Type: application/vscode-jsonrpc\r\nContent-Length: \(length)\r\n\r\n"
            default: "Content-Length: \(length)\r\n\r\n"
            }
        stream += Array(header.utf8) + body
    }

    /// A header block the server cannot use, and bytes after it that it must skip.
    private mutating func brokenHeader(_ input: inout FuzzBytes) {
        let blocks = [
            "Content-Length: \r\n\r\n", "Content-Length: abc\r\n\r\n", "Content-Length: -5\r\n\r\n",
            "Content-Length: 12x\r\n\r\n", "Content-Length: 99999999999999999999999\r\n\r\n",
            "Content-Length: 2000000000\r\n\r\n", "Content-Type: text/plain\r\n\r\n",
            "no colon here\r\nContent-Type: x\r\n\r\n", "X-Long: " + String(repeating: "a", count: 9000) + "\r\n\r\n",
        ]
        stream += Array(blocks[input.below(blocks.count)].utf8) + Self.withoutLengthHeader(input.chunk())
    }

    /// `bytes` with every `content-length`, in any case, broken (its first letter made `_`).
    static func withoutLengthHeader(_ bytes: [UInt8]) -> [UInt8] {
        let marker = Array("content-length".utf8)
        var result = bytes
        var index = 0
        while index + marker.count <= result.count {
            let matches = (0..<marker.count).allSatisfy { offset in
                let byte = result[index + offset]
                return (byte >= 65 && byte <= 90 ? byte + 32 : byte) == marker[offset]
            }
            if matches { result[index] = UInt8(ascii: "_") }
            index += 1
        }
        return result
    }

    // MARK: Values

    private func uri(_ input: inout FuzzBytes) -> String {
        uris[input.below(uris.count)]
    }

    /// A chunk as text (invalid UTF-8 replaced, as the client's JSON would carry it).
    private func text(_ input: inout FuzzBytes) -> String {
        String(decoding: input.chunk(), as: UTF8.self)
    }

    /// A line or character: mostly small, sometimes far past any text, sometimes not a whole
    /// number at or above zero.
    private static func number(_ input: inout FuzzBytes) -> Any {
        let byte = input.byte()
        switch byte {
        case 0..<240: return Int(byte)
        case 240..<248: return 1000 * Int(byte - 239)
        case 248: return 1 << 40
        case 249: return -1
        case 250: return "1"
        case 251: return 1.5
        case 252: return NSNull()
        default: return Int(byte % 4)
        }
    }

    /// A position when both values are whole numbers at or above zero.
    private static func whole(_ line: Any, _ character: Any) -> (Int, Int)? {
        guard let line = line as? Int, let character = character as? Int, line >= 0, character >= 0 else { return nil }
        return (line, character)
    }

    private static func range(_ startLine: Any, _ startCharacter: Any, _ endLine: Any, _ endCharacter: Any) -> [String:
        Any]
    {
        [
            "start": ["line": startLine, "character": startCharacter],
            "end": ["line": endLine, "character": endCharacter],
        ]
    }

    /// JSON text of a value made of dictionaries, arrays, strings, numbers and nulls.
    static func json(_ value: Any) -> [UInt8] {
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed) else {
            preconditionFailure("the fuzzer built a value JSON cannot hold: \(value)")
        }
        return Array(data)
    }
}
