import CucumberMessages
import Foundation
import GherkinLint
import VerityJSON
import VerityWorkspace

/// The Verity language server: feature files checked, completed, linked and formatted against
/// the workspace's Swift step definitions, over JSON-RPC with LSP's framing.
///
/// All state lives on the thread that calls ``run(input:)``; the input is read on a thread of
/// its own and the workspace is scanned on a queue of its own, both posting to the server's
/// inbox. Messages are handled in order, in batches; the diagnostics a batch makes stale are
/// published once, after it, so a burst of edits costs one check.
///
/// ```swift
/// let server = LanguageServer(options: options, output: MessageOutput(fileDescriptor: STDOUT_FILENO))
/// exit(server.run(input: STDIN_FILENO))  // 0 after shutdown and exit, else 1
/// ```
package final class LanguageServer {
    /// Where the server is in the protocol's lifecycle.
    enum Phase {
        case uninitialized, running, shutDown
    }

    let options: LanguageServerOptions
    let output: MessageOutput
    let inbox = ServerInbox()
    var phase = Phase.uninitialized
    /// Set by `exit` or the end of the input: the loop stops with it.
    var exitCode: Int32?
    var client = ClientCapabilities(json: .null)
    var roots: [String] = []
    /// The quality rules of the first workspace folder's `.verity-lint.json` (or
    /// `.gherkin-lintrc`), as `verity lint` reads them there.
    var lint = LintConfiguration.standard
    var messageFiles: [String]
    var worker: WorkspaceWorker?
    var documents: [String: OpenDocument] = [:]
    /// Each open feature file's analysis, for the version it was made from.
    var analyses: [String: (version: Int, analysis: FeatureAnalysis)] = [:]
    let featureFiles = WorkspaceFeatureFiles()
    /// The `swift` that runs scenarios: `initializationOptions.swift`, else `swift` on `PATH`.
    var swift = "swift"
    /// Whether a run started from the editor is under way (one at a time).
    var isRunning = false
    /// The last run's findings, by feature file URI, until the file changes.
    var runDiagnostics: [String: [Diagnostic]] = [:]
    /// The compiled definitions; `nil` until the first scan ends.
    var definitions: CompiledStepCatalog?
    var unreadableSites: [DefinitionProblem] = []
    /// The Swift files last given diagnostics, to clear them when their problems go.
    var swiftFilesWithDiagnostics: Set<String> = []
    /// Feature files whose diagnostics are stale.
    var staleDiagnostics: Set<String> = []
    var nextRequestNumber = 1

    /// A server writing to `output`.
    package init(options: LanguageServerOptions, output: MessageOutput) {
        self.options = options
        self.output = output
        messageFiles = options.messageFiles
    }

    /// Reads messages from `input` and handles them until `exit` or the end of the input.
    ///
    /// - Returns: the exit code: 0 when `shutdown` came before, 1 otherwise.
    package func run(input: Int32) -> Int32 {
        MessageInput(fileDescriptor: input, inbox: inbox).start()
        while true {
            let batch = inbox.take(waitingAtMost: options.refreshInterval)
            if batch.isEmpty {
                idle()
                continue
            }
            for event in batch {
                handle(event)
                if let exitCode { return exitCode }
            }
            publishStaleDiagnostics()
        }
    }

    /// Handles one event of a batch.
    private func handle(_ event: ServerEvent) {
        switch event {
        case .message(.request(let id, let method, let params)):
            handleRequest(id: id, method: method, params: params ?? .object([:]))
        case .message(.notification(let method, let params)):
            handleNotification(method: method, params: params ?? .object([:]))
        case .message(.response(let id, let result)):
            if case .failure(let error) = result {
                options.log("Verity: the client refused request \(id?.description ?? "?"): \(error.message)")
            }
        case .unreadable(let unreadable):
            if let id = unreadable.id {
                send(.response(id: id, result: .failure(unreadable.error)))
            } else {
                logMessage(.error, "Verity: ignored a message: \(unreadable.error.message)")
            }
        case .malformedHeader(let reason):
            logMessage(.error, "Verity: skipped a message with \(reason)")
        case .endOfInput:
            exitCode = phase == .shutDown ? 0 : 1
        case .definitions(let compiled, let unreadable, let summary):
            receive(compiled, unreadable: unreadable, summary: summary)
        case .workspaceNote(let note):
            logMessage(.warning, note)
        case .runFinished(let uri, let result):
            finishRun(uri: uri, result)
        }
    }

    /// Answers a request, with an error before `initialize` and after `shutdown`.
    private func handleRequest(id: RequestID, method: String, params: JSONValue) {
        let result: Result<JSONValue, ResponseError>
        switch phase {
        case .uninitialized where method != "initialize":
            result = .failure(
                ResponseError(
                    code: ResponseError.serverNotInitializedCode,
                    message: "The server is not initialized: send initialize before \(method)"))
        case .shutDown:
            result = .failure(.invalidRequest("The server is shutting down: only exit is accepted after shutdown"))
        default:
            do throws(ResponseError) {
                result = .success(try respond(to: method, params: params))
            } catch {
                result = .failure(error)
            }
        }
        send(.response(id: id, result: result))
    }

    /// The result of a request.
    private func respond(to method: String, params: JSONValue) throws(ResponseError) -> JSONValue {
        switch method {
        case "initialize": return try initialize(params)
        case "shutdown":
            phase = .shutDown
            return .null
        case "textDocument/completion": return try completion(params)
        case "textDocument/definition": return try definition(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "textDocument/formatting": return try formatting(params)
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/references": return try references(params)
        case "textDocument/prepareRename": return try prepareRename(params)
        case "textDocument/rename": return try rename(params)
        case "workspace/symbol": return try workspaceSymbols(params)
        case "textDocument/codeLens": return try codeLenses(params)
        case "workspace/executeCommand": return try executeCommand(params)
        default: throw .methodNotFound(method)
        }
    }

    /// Acts on a notification; before `initialize` only `exit` counts, and unknown ones are ignored.
    private func handleNotification(method: String, params: JSONValue) {
        if method == "exit" {
            exitCode = phase == .shutDown ? 0 : 1
            return
        }
        guard phase == .running else { return }
        do throws(ResponseError) {
            switch method {
            case "initialized": initialized()
            case "textDocument/didOpen": try didOpen(params)
            case "textDocument/didChange": try didChange(params)
            case "textDocument/didSave": try didSave(params)
            case "textDocument/didClose": try didClose(params)
            case "workspace/didChangeWatchedFiles": try didChangeWatchedFiles(params)
            default: break  // NB: unknown notifications, `$/cancelRequest` among them, are ignored.
            }
        } catch {
            logMessage(.warning, "Verity: ignored \(method): \(error.message)")
        }
    }

    /// Sends a message to the client.
    func send(_ message: JSONRPCMessage) {
        output.send(message)
    }

    /// The kinds of `window/logMessage` and `window/showMessage`.
    enum MessageType: Int {
        case error = 1, warning, info, log
    }

    /// Shows a line in the client's log (`window/logMessage`) and the server's.
    func logMessage(_ type: MessageType, _ text: String) {
        options.log(text)
        send(
            .notification(
                method: "window/logMessage",
                params: .object(["type": .integer(type.rawValue), "message": .string(text)])))
    }

    /// Sends a request to the client; its answer is only logged when it is an error.
    func request(_ method: String, params: JSONValue) {
        send(.request(id: .string("verity-\(nextRequestNumber)"), method: method, params: params))
        nextRequestNumber += 1
    }
}
