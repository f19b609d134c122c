import Testing
import VerityJSON
import VerityLanguageServer

/// The quality rules of `verity lint` as diagnostics: the rule's id as the code, the severity
/// configured in the workspace's `.verity-lint.json` (`{}`: every rule at its default).
@Suite struct QualityDiagnosticsTests {
    static let noThen = """
        Feature: Belly

          Scenario: Eating
            Given I have 5 cukes in my belly
            When I eat 3 cukes
            And I dance

        """

    @Test func aScenarioWithoutThenIsAWarningCodedWithTheRuleID() async throws {
        let (server, uri) = try await ServerHarness.opened(
            Self.noThen, as: "quality.feature", files: [".verity-lint.json": "{}"])
        let diagnostics = try await server.diagnostics(uri) {
            !Fixtures.withCode("no-scenario-without-then", $0).isEmpty
        }
        let quality = Fixtures.withCode("no-scenario-without-then", diagnostics)
        #expect(Fixtures.messages(quality) == [#"Scenario "Eating" has no Then step"#])
        #expect(Fixtures.start(try #require(quality.first)) == (2, 2))
        #expect(quality.first?["severity"] == .integer(2))
    }

    @Test func theWorkspacesConfigurationSetsTheSeverity() async throws {
        let configuration = #"{"rules": {"no-scenario-without-then": "error", "keywords-in-logical-order": "off"}}"#
        let (server, uri) = try await ServerHarness.opened(
            Self.noThen, as: "quality.feature", files: [".verity-lint.json": configuration])
        let diagnostics = try await server.diagnostics(uri) {
            !Fixtures.withCode("no-scenario-without-then", $0).isEmpty
        }
        #expect(Fixtures.withCode("no-scenario-without-then", diagnostics).first?["severity"] == .integer(1))
    }

    @Test func anEmptyFileIsReportedAtItsStart() async throws {
        let (server, uri) = try await ServerHarness.opened("", as: "empty.feature", files: [".verity-lint.json": "{}"])
        let diagnostics = try await server.diagnostics(uri) { !$0.isEmpty }
        #expect(Fixtures.withCode("no-empty-file", diagnostics).map(Fixtures.start).map { $0 == (0, 0) } == [true])
    }

    @Test func anUnusableConfigurationIsLoggedAndTheDefaultsApply() async throws {
        let (server, uri) = try await ServerHarness.opened(
            Self.noThen, as: "quality.feature", files: [".verity-lint.json": #"{"rules": {"no-such-rule": "error"}}"#])
        let diagnostics = try await server.diagnostics(uri) {
            !Fixtures.withCode("no-scenario-without-then", $0).isEmpty
        }
        #expect(Fixtures.withCode("no-scenario-without-then", diagnostics).first?["severity"] == .integer(2))
        let logged = server.notifications("window/logMessage").compactMap { $0["params"]?["message"]?.stringValue }
        #expect(logged.contains { $0.contains(".verity-lint.json: rules.no-such-rule: unknown rule") }, "\(logged)")
    }
}
