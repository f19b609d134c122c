import CucumberMessages
import Foundation
import Testing
import VerityLanguageServer
@testable import VerityWorkspace

/// `initialize`, the scan's log line, `shutdown` and `exit`, as the protocol specifies them.
@Suite struct LifecycleTests {
    @Test func initializeAnswersWithEveryCapabilityTheServerHas() async throws {
        let workspace = try TestWorkspace()
        let server = ServerHarness(workspace: workspace)
        let result = try await server.start()
        let capabilities = try #require(result["capabilities"])
        #expect(capabilities["textDocumentSync"]?["change"] == .integer(2), "incremental sync")
        #expect(capabilities["textDocumentSync"]?["openClose"] == .bool(true))
        #expect(capabilities["completionProvider"]?["triggerCharacters"] == .array([.string(" ")]))
        for provider in [
            "definitionProvider", "referencesProvider", "hoverProvider", "documentSymbolProvider",
            "workspaceSymbolProvider", "documentFormattingProvider",
        ] {
            #expect(capabilities[provider] == .bool(true), "\(provider)")
        }
        #expect(capabilities["renameProvider"]?["prepareProvider"] == .bool(true))
        #expect(capabilities["codeLensProvider"] != nil)
        #expect(capabilities["codeActionProvider"]?["codeActionKinds"] == .array([.string("quickfix")]))
        #expect(
            capabilities["executeCommandProvider"]?["commands"]
                == .array([.string("verity.copySnippet"), .string("verity.runScenario")]))
        #expect(result["serverInfo"]?["name"] == .string("verity"))
    }

    @Test func theFirstScanIsLoggedInTheFormatTheBenchmarkParses() async throws {
        let server = try await ServerHarness.started()
        let lines = server.notifications("window/logMessage").compactMap { $0["params"]?["message"]?.stringValue }
        let scan = try #require(lines.first { $0.hasPrefix("Verity: scanned") })
        #expect(
            scan.wholeMatch(of: #/Verity: scanned 1 Swift file in \d+ ms: 5 step definitions, 1 parameter type/#)
                != nil, "\(scan)")
        let type = server.notifications("window/logMessage").first { $0["params"]?["message"]?.stringValue == scan }?[
            "params"]?["type"]
        #expect(type == .integer(3), "Info")
    }

    @Test func theScanLineSaysOneInTheSingularAndOtherCountsInThePlural() async throws {
        let server = try await ServerHarness.started(files: [
            "Tests/BellySteps.swift": #"steps.given("I have {int} cukes") { _, _ in }"# + "\n",
            "Sources/App.swift": "struct App {}\n",
        ])
        let lines = server.notifications("window/logMessage").compactMap { $0["params"]?["message"]?.stringValue }
        let scan = try #require(lines.first { $0.hasPrefix("Verity: scanned") })
        #expect(
            scan.wholeMatch(of: #/Verity: scanned 2 Swift files in \d+ ms: 1 step definition, 0 parameter types/#)
                != nil, "\(scan)")
    }

    @Test func aRequestBeforeInitializeIsRefusedAsNotInitialized() async throws {
        let workspace = try TestWorkspace()
        let server = ServerHarness(workspace: workspace)
        let early = try await server.request(
            "textDocument/hover", ServerHarness.at(workspace.uri("a.feature"), line: 0, character: 0))
        #expect(early["error"]?["code"] == .integer(-32002))
        try await server.start()
    }

    @Test func exitAfterShutdownEndsWithZero() async throws {
        let server = try await ServerHarness.started()
        let workspace = server.workspace
        #expect(try await server.result("shutdown") == .null)
        let refused = try await server.request(
            "textDocument/documentSymbol",
            .object([
                "textDocument": .object(["uri": .string(workspace.uri("a.feature"))])
            ]))
        #expect(refused["error"]?["code"] == .integer(-32600), "only exit is accepted after shutdown")
        server.notify("exit")
        #expect(try await server.exitCode() == 0)
    }

    @Test func exitWithoutShutdownEndsWithOne() async throws {
        let server = try await ServerHarness.started()
        server.notify("exit")
        #expect(try await server.exitCode() == 1)
    }

    @Test func aClientThatCanWatchFilesIsAskedToWatchSwiftFiles() async throws {
        let workspace = try TestWorkspace()
        let server = ServerHarness(workspace: workspace)
        try await server.start(watchesFiles: true)
        let registration = try await server.waitFor("client/registerCapability") {
            $0["method"]?.stringValue == "client/registerCapability"
        }
        let registered = registration["params"]?["registrations"]?.arrayValue?.first
        #expect(registered?["method"] == .string("workspace/didChangeWatchedFiles"))
        #expect(
            registered?["registerOptions"]?["watchers"] == .array([.object(["globPattern": .string("**/*.swift")])]))
        // The client's answer is taken without complaint.
        if let id = registration["id"] { server.send(.response(id: RequestID(json: id), result: .success(.null))) }
        #expect(try await server.result("shutdown") == .null)
    }

    @Test func aClientThatCannotWatchFilesIsNotAskedTo() async throws {
        let workspace = try TestWorkspace()
        let server = ServerHarness(workspace: workspace)
        try await server.start(watchesFiles: false)
        #expect(try await server.result("shutdown") == .null)
        #expect(server.messages("client/registerCapability").isEmpty)
    }
}
