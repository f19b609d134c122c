#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import FuzzSupport

// NB: testable, for the server's documents and phase, which are internal (`run.sh` builds with
// `-enable-testing`).
@testable import VerityLanguageServer
@testable import VerityWorkspace

/// libFuzzer's entry point: one editor session per input (``SessionScript``) through the
/// language server's own loop, as `verity lsp` runs it on standard input and output.
///
/// For every session:
/// - the server neither crashes nor hangs, and stops when the input ends or at `exit`, with 0
///   exactly when `shutdown` came first;
/// - everything it writes is framed JSON-RPC: a correct `Content-Length`, a JSON object;
/// - every response has a result or an error (with a whole-number code and a message), and
///   every request the client sent before `exit` has one;
/// - its lifecycle phase, its open documents, their texts and versions equal the script's
///   model of the protocol (``ReferenceDocument``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLanguageServer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzBytes(Array(UnsafeBufferPointer(start: data, count: size)))
    let workspace = FuzzWorkspace.shared
    let script = SessionScript(&input, workspace: workspace)
    if let sessionDump {
        check(
            FileManager.default.createFile(atPath: sessionDump, contents: Data(script.stream)),
            "cannot write \(sessionDump)")
    }
    let (server, exitCode, output) = run(script.stream, in: workspace)

    let frames = readFrames(output)
    check(
        frames != nil, "the server wrote something that is not framed JSON: \(String(decoding: output, as: UTF8.self))")
    var answered: Set<String> = []
    for message in frames ?? [] where message["method"] == nil {
        let hasResult = message.keys.contains("result")
        let error = message["error"] as? [String: Any]
        check(
            hasResult != (error != nil),
            "a response has \(hasResult ? "both a result and" : "neither a result nor") an error: \(message)")
        if let error {
            check(
                error["code"] is Int && error["message"] is String, "an error without a code and a message: \(message)")
        }
        if let id = message["id"], let key = SessionScript.key(ofID: id) { answered.insert(key) }
    }
    for request in script.requests {
        check(answered.contains(request), "request \(request) has no response")
    }

    let phase: SessionScript.Phase =
        switch server.phase {
        case .uninitialized: .uninitialized
        case .running: .running
        case .shutDown: .shutDown
        }
    check(phase == script.phase, "the server is \(phase), the protocol says \(script.phase)")
    check(exitCode == (phase == .shutDown ? 0 : 1), "exit code \(exitCode) in phase \(phase)")
    check(
        Set(server.documents.keys) == Set(script.documents.keys),
        "the server has \(server.documents.keys.sorted()) open, the protocol says \(script.documents.keys.sorted())")
    for (uri, expected) in script.documents {
        guard let document = server.documents[uri] else { continue }
        check(
            Array(document.text.utf8) == Array(expected.text.utf8),
            "\(uri): the server's text is \(document.text.debugDescription), the edits give \(expected.text.debugDescription)"
        )
        check(
            document.version == expected.version,
            "\(uri): the server has version \(document.version), the client sent \(expected.version)")
    }
    return 0
}

/// Where to write each session's bytes, for reading a finding: `LSP_FUZZ_DUMP=FILE`.
private let sessionDump = ProcessInfo.processInfo.environment["LSP_FUZZ_DUMP"]

/// Runs a server on `stream` until it stops, with the workspace's definitions already known;
/// returns it, its exit code and what it wrote.
///
/// The stream is framed and decoded as the server's input thread does it (`MessageInput`:
/// `FrameDecoder`, then `JSONRPCMessage.read`), fed in pieces of growing size so that frames
/// arrive split, and every event, the end of the input last, is in the inbox before the loop
/// starts; the loop's own input is `/dev/null`. So a session does not depend on thread timing, and
/// no input thread outlives it reading a descriptor a later session reuses. The output goes to
/// a file: the loop writes while the caller waits, and a pipe could fill and block it.
private func run(_ stream: [UInt8], in workspace: FuzzWorkspace) -> (LanguageServer, Int32, [UInt8]) {
    let output = open(workspace.outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard output >= 0 else { preconditionFailure("cannot open \(workspace.outputPath)") }
    let server = LanguageServer(
        options: LanguageServerOptions(refreshInterval: .seconds(3600), log: { _ in }),
        output: MessageOutput(fileDescriptor: output))
    server.inbox.post(.definitions(workspace.catalog, unreadable: [], summary: nil))
    var decoder = FrameDecoder()
    var offset = 0
    var piece = 1
    while offset < stream.count {
        let end = min(stream.count, offset + piece)
        decoder.append(stream[offset..<end])
        while let event = decoder.next() {
            switch event {
            case .body(let body):
                switch JSONRPCMessage.read(body: body) {
                case .success(let message): server.inbox.post(.message(message))
                case .failure(let unreadable): server.inbox.post(.unreadable(unreadable))
                }
            case .malformedHeader(let reason):
                server.inbox.post(.malformedHeader(reason))
            }
        }
        offset = end
        piece = piece * 3 + 1
    }
    // NB: what the input thread posts at the end of its input; the loop's own thread, on
    // `/dev/null`, posts another later, which nobody reads, so no session waits for a thread
    // to be scheduled.
    server.inbox.post(.endOfInput)
    let exitCode = server.run(input: workspace.emptyInput)
    close(output)
    guard let written = FileManager.default.contents(atPath: workspace.outputPath) else {
        preconditionFailure("cannot read \(workspace.outputPath)")
    }
    return (server, exitCode, Array(written))
}

/// The JSON objects of a framed stream, read as the protocol frames them (`Content-Length`
/// and a blank line, each line ending in `\r\n`); `nil` when anything else is there.
private func readFrames(_ bytes: [UInt8]) -> [[String: Any]]? {
    var messages: [[String: Any]] = []
    var index = 0
    let prefix = Array("Content-Length: ".utf8)
    while index < bytes.count {
        guard bytes.count - index > prefix.count, Array(bytes[index..<index + prefix.count]) == prefix else {
            return nil
        }
        var end = index + prefix.count
        var length = 0
        while end < bytes.count, let digit = Int(String(UnicodeScalar(bytes[end]))), bytes[end] < 0x80 {
            length = length * 10 + digit
            end += 1
        }
        guard end + 4 <= bytes.count, Array(bytes[end..<end + 4]) == Array("\r\n\r\n".utf8) else { return nil }
        let body = end + 4
        guard body + length <= bytes.count,
            let object = try? JSONSerialization.jsonObject(with: Data(bytes[body..<body + length])) as? [String: Any],
            object["jsonrpc"] as? String == "2.0"
        else { return nil }
        messages.append(object)
        index = body + length
    }
    return messages
}
