import CucumberMessages
import Testing
import VerityLanguageServer

/// A run's message stream, named by `--messages` or `initializationOptions.messages`, defines
/// what the scan cannot read.
@Suite struct MessageStreamTests {
    /// A definition whose pattern only a run knows.
    static let kites = """
        enum KiteSteps {
            static func define(_ steps: inout Steps<Belly>, unit: String) {
                steps.given("I fly {int} \\(unit)") { (belly, count: Int) in }
            }
        }

        """

    /// The run's `stepDefinition` message for it.
    static let stream = #"""
        {"meta":{"protocolVersion":"27.0.0","implementation":{"name":"verity"},"runtime":{"name":"swift"},"os":{"name":"linux"},"cpu":{"name":"x64"}}}
        {"stepDefinition":{"id":"1","pattern":{"source":"I fly {int} kites","type":"CUCUMBER_EXPRESSION"},"sourceReference":{"uri":"Tests/KiteSteps.swift","location":{"line":3}}}}

        """#

    private static func workspace() throws -> TestWorkspace {
        let workspace = try TestWorkspace(files: ["Tests/KiteSteps.swift": kites])
        try workspace.write("reports/messages.ndjson", stream)
        return workspace
    }

    private static func kitesAreDefined(_ server: ServerHarness, _ workspace: TestWorkspace) async throws {
        let uri = workspace.uri("kites.feature")
        server.open(uri, "Feature: Kites\n  Scenario: Flying\n    Given I fly 3 kites\n")
        _ = try await server.diagnostics(uri) { $0.isEmpty }
        let locations = try await server.result(
            "textDocument/definition", ServerHarness.at(uri, line: 2, character: 12))
        #expect(locations.arrayValue?.first?["uri"] == .string(workspace.uri("Tests/KiteSteps.swift")))
        #expect(locations.arrayValue?.first?["range"]?["start"]?["line"] == .integer(2))
    }

    @Test func withoutTheStreamTheUnreadablePatternIsAWarningInItsFile() async throws {
        let workspace = try Self.workspace()
        let server = ServerHarness(workspace: workspace)
        try await server.start()
        let warnings = try await server.diagnostics(workspace.uri("Tests/KiteSteps.swift")) { !$0.isEmpty }
        #expect(warnings.first?["severity"] == .integer(2))
        #expect(warnings.first?["code"] == .string("unreadable-step-definition"))
        let uri = workspace.uri("kites.feature")
        server.open(uri, "Feature: Kites\n  Scenario: Flying\n    Given I fly 3 kites\n")
        #expect(
            Fixtures.messages(try await server.diagnostics(uri) { !$0.isEmpty }) == [
                #"Undefined step: "I fly 3 kites""#
            ])
    }

    @Test func theMessagesOptionNamesAStreamWhoseDefinitionsCount() async throws {
        let workspace = try Self.workspace()
        let server = ServerHarness(workspace: workspace, messageFiles: [workspace.path("reports/messages.ndjson")])
        try await server.start()
        try await Self.kitesAreDefined(server, workspace)
    }

    @Test func initializationOptionsNameAStreamRelativeToTheWorkspace() async throws {
        let workspace = try Self.workspace()
        let server = ServerHarness(workspace: workspace)
        try await server.start(
            initializationOptions: .object(["messages": .array([.string("reports/messages.ndjson")])]))
        try await Self.kitesAreDefined(server, workspace)
    }

    @Test func aStreamThatCannotBeReadIsAWarningNotAFailure() async throws {
        let workspace = try Self.workspace()
        let server = ServerHarness(workspace: workspace, messageFiles: [workspace.path("reports/missing.ndjson")])
        try await server.start()
        let warning = try await server.waitFor("a warning") { $0["params"]?["type"] == .integer(2) }
        #expect(warning["params"]?["message"]?.stringValue?.hasPrefix("Verity: could not read the messages in") == true)
        let uri = workspace.uri("belly.feature")
        server.open(uri, Fixtures.belly)
        _ = try await server.diagnostics(uri) { !$0.isEmpty }
    }
}
