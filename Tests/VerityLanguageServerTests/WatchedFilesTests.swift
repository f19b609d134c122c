import CucumberMessages
import Testing
import VerityLanguageServer

/// Definitions follow the Swift files: watched-file events, open Swift documents, and a look
/// for changes while idle for clients that watch nothing.
@Suite struct WatchedFilesTests {
    static let danceSteps =
        "enum DanceSteps {\n    static func define() {\n        steps.then(\"I dance\") { _ in }\n    }\n}\n"

    @Test func aNewDefinitionFileIsPickedUpAndOpenFeaturesAreCheckedAgain() async throws {
        let (server, uri) = try await ServerHarness.opened(Fixtures.belly)
        let workspace = server.workspace
        #expect(Fixtures.withCode("undefined-step", try await server.diagnostics(uri) { !$0.isEmpty }).count == 1)
        try workspace.write("Tests/DanceSteps.swift", Self.danceSteps)
        server.notify(
            "workspace/didChangeWatchedFiles",
            .object([
                "changes": .array([
                    .object(["uri": .string(workspace.uri("Tests/DanceSteps.swift")), "type": .integer(1)])
                ])
            ]))
        let diagnostics = try await server.diagnostics(uri) { Fixtures.withCode("undefined-step", $0).isEmpty }
        #expect(Fixtures.withCode("ambiguous-step", diagnostics).count == 1)
    }

    @Test func aDeletedDefinitionFileIsForgotten() async throws {
        let workspace = try TestWorkspace(files: ["Tests/DanceSteps.swift": Self.danceSteps])
        let server = ServerHarness(workspace: workspace)
        try await server.start()
        let uri = workspace.uri("belly.feature")
        server.open(uri, Fixtures.belly)
        _ = try await server.diagnostics(uri) { Fixtures.withCode("ambiguous-step", $0).count == 1 }
        server.notify(
            "workspace/didChangeWatchedFiles",
            .object([
                "changes": .array([
                    .object(["uri": .string(workspace.uri("Tests/DanceSteps.swift")), "type": .integer(3)])
                ])
            ]))
        _ = try await server.diagnostics(uri) { Fixtures.withCode("undefined-step", $0).count == 1 }
    }

    @Test func anOpenSwiftDocumentsUnsavedTextDefinesSteps() async throws {
        let (server, uri) = try await ServerHarness.opened(Fixtures.belly)
        let workspace = server.workspace
        _ = try await server.diagnostics(uri) { Fixtures.withCode("undefined-step", $0).count == 1 }
        server.open(workspace.uri("Tests/BellySteps.swift"), TestWorkspace.steps + Self.danceSteps, languageId: "swift")
        _ = try await server.diagnostics(uri) { Fixtures.withCode("undefined-step", $0).isEmpty }
    }

    @Test func withoutFileWatchingChangedFilesAreFoundWhileIdle() async throws {
        let workspace = try TestWorkspace()
        let server = ServerHarness(workspace: workspace, refreshInterval: .milliseconds(100))
        try await server.start(watchesFiles: false)
        let uri = workspace.uri("belly.feature")
        server.open(uri, Fixtures.belly)
        _ = try await server.diagnostics(uri) { Fixtures.withCode("undefined-step", $0).count == 1 }
        try workspace.write("Tests/DanceSteps.swift", Self.danceSteps)
        _ = try await server.diagnostics(uri) { Fixtures.withCode("undefined-step", $0).isEmpty }
    }

    @Test func fixingADefinitionClearsItsSwiftFilesDiagnostics() async throws {
        let server = try await ServerHarness.started()
        let workspace = server.workspace
        let stepsURI = workspace.uri("Tests/BellySteps.swift")
        _ = try await server.diagnostics(stepsURI) { !$0.isEmpty }
        let fixed = TestWorkspace.steps.replacing("{shirt}", with: "{word}")
        server.open(stepsURI, fixed, languageId: "swift")
        _ = try await server.diagnostics(stepsURI) { $0.isEmpty }
    }
}
