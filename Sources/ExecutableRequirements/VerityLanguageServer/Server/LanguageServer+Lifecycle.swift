import CucumberMessages
import Foundation
import GherkinLint
import VerityJSON
import VerityWorkspace

extension LanguageServer {
    /// `initialize`: notes what the client supports, its workspace folders and message files,
    /// and answers with the server's capabilities. Nothing is scanned yet, so it answers at once.
    func initialize(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard phase == .uninitialized else { throw .invalidRequest("initialize may only be sent once") }
        client = ClientCapabilities(json: params["capabilities"] ?? .null)
        roots = Self.roots(params)
        loadLintConfiguration()
        if let swift = params.optional("initializationOptions.swift")?.stringValue, !swift.isEmpty {
            self.swift = swift
        }
        if let extra = params.optional("initializationOptions.messages")?.arrayValue {
            messageFiles += extra.compactMap(\.stringValue).map { path in
                path.hasPrefix("/") || roots.isEmpty ? path : roots[0] + "/" + path
            }
        }
        phase = .running
        return .object([
            "capabilities": ServerCapabilities.json,
            "serverInfo": .object(["name": .string("verity")]),
        ])
    }

    /// `initialized`: asks the client to watch Swift files when it can, and starts the first
    /// scan in the background; its result arrives as a ``ServerEvent/definitions``.
    func initialized() {
        guard worker == nil else { return }
        if client.watchesFilesDynamically {
            request(
                "client/registerCapability",
                params: .object([
                    "registrations": .array([
                        .object([
                            "id": .string("verity-swift-files"), "method": .string("workspace/didChangeWatchedFiles"),
                            "registerOptions": .object([
                                "watchers": .array([.object(["globPattern": .string("**/*.swift")])])
                            ]),
                        ])
                    ])
                ]))
        }
        let worker = WorkspaceWorker(inbox: inbox, roots: roots)
        self.worker = worker
        worker.start(messages: messageFiles)
    }

    /// Work for a quiet moment: for a client that does not watch files, a look for changed
    /// Swift files once the first scan is done.
    func idle() {
        guard phase == .running, definitions != nil, !client.watchesFilesDynamically else { return }
        worker?.refreshChangedFiles()
    }

    /// The quality rules' configuration of the first workspace folder; its defaults, with the
    /// reason logged, when the file there cannot be used.
    func loadLintConfiguration() {
        guard let root = roots.first else { return }
        do {
            lint = try LintConfiguration.load(inPackageAt: root).configuration
        } catch {
            logMessage(.warning, "Verity: \(error); the quality rules run with their defaults")
        }
    }

    /// The workspace folders' paths: `workspaceFolders`, else `rootUri`, else `rootPath`, else
    /// the current directory.
    private static func roots(_ params: JSONValue) -> [String] {
        let folders = (params["workspaceFolders"]?.arrayValue ?? []).compactMap { folder in
            folder["uri"]?.stringValue.flatMap(FileURI.path(of:))
        }
        if !folders.isEmpty { return folders }
        if let root = params["rootUri"]?.stringValue.flatMap(FileURI.path(of:)) { return [root] }
        if let root = params["rootPath"]?.stringValue, !root.isEmpty { return [root] }
        return [FileManager.default.currentDirectoryPath]
    }
}
