import Foundation
import TestFixtures
import Testing
import VerityJSON
import VerityLanguageServer

/// Run a scenario from the editor: a code lens over each scenario runs it with `swift test`, in
/// the background, and its failures come back as diagnostics on their steps.
@Suite struct RunScenarioTests {
    @Test func eachScenarioAndTheFeatureHaveARunLens() async throws {
        let (server, uri) = try await ServerHarness.opened(Fixtures.belly)
        let lenses = try await server.result(
            "textDocument/codeLens", .object(["textDocument": .object(["uri": .string(uri)])]))
        let entries = (lenses.arrayValue ?? []).map { lens in
            "\(lens["range"]?["start"]?["line"]?.integerValue ?? -1) \(lens["command"]?["title"]?.stringValue ?? "")"
        }
        #expect(entries == ["0 ▶ Run feature", "2 ▶ Run scenario"])
        #expect(
            lenses.arrayValue?.last?["command"]?["arguments"] == .array([.string(uri), .integer(3)]),
            "the file and the scenario's 1-based line, as the runner's locations count")
    }

    @Test func runningAScenarioShowsItsFailedStepsOnTheirLinesAndSaysHowTheRunWent() async throws {
        // A `swift` that runs nothing: it notes the location it was asked for and writes the
        // message stream of a real run of the same feature file.
        let stream = TestFixtures.Fixtures.streamURL("failures").path
        let feature = try String(
            contentsOf: TestFixtures.Fixtures.streamFolder("failures").appendingPathComponent("failures.feature"),
            encoding: .utf8)
        let workspace = try TestWorkspace(files: ["Features/failures.feature": feature])
        let swift = workspace.path("fake-swift")
        try workspace.write(
            "fake-swift",
            """
            #!/bin/sh
            messages=$(sed -n 's/^VERITY_FORMAT=message://p' "$VERITY_RUN_OPTIONS")
            sed -n 's/^VERITY_LOCATIONS=//p' "$VERITY_RUN_OPTIONS" > "$(dirname "$messages")/asked"
            cp '\(stream)' "$messages"
            exit 1

            """)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift)
        let server = ServerHarness(workspace: workspace)
        try await server.start(initializationOptions: .object(["swift": .string(swift)]))
        let uri = workspace.uri("Features/failures.feature")
        server.open(uri, feature)

        let answer = try await server.result(
            "workspace/executeCommand",
            .object(["command": .string("verity.runScenario"), "arguments": .array([.string(uri), .integer(4)])]))
        #expect(answer == .null, "it answers at once; the run goes on in the background")
        let diagnostics = try await server.diagnostics(uri) { !$0.filter { $0["code"] == .string("last-run") }.isEmpty }
        let fromRun = diagnostics.filter { $0["code"] == .string("last-run") }
        let failed = try #require(fromRun.first { Fixtures.start($0).0 == 6 })
        #expect(failed["severity"] == .integer(1))
        #expect(failed["message"]?.stringValue?.hasPrefix("Last run (a sum that does not add up): failed") == true)
        #expect(
            try String(contentsOfFile: workspace.path(".build/verity/asked"), encoding: .utf8)
                == "Features/failures.feature:4\n")
        let messages = try await server.waitFor("the run's summary") { message in
            message["method"] == .string("window/showMessage")
                && message["params"]?["message"]?.stringValue?.contains("failed") == true
        }
        #expect(messages["params"]?["type"] == .integer(1))

        server.notify(
            "textDocument/didChange",
            .object([
                "textDocument": .object(["uri": .string(uri), "version": .integer(2)]),
                "contentChanges": .array([.object(["text": .string(feature + "\n")])]),
            ]))
        let edited = try await server.diagnostics(uri) { $0.allSatisfy { $0["code"] != .string("last-run") } }
        #expect(edited.allSatisfy { $0["code"] != .string("last-run") }, "an edit clears the run's findings")
    }
}
