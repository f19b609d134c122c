import CucumberMessages
import Foundation
import TestFixtures
import Testing
import VerityWorkspace

/// What `run_scenarios` (and the editor's Run scenario) reads from a run's message stream, on
/// streams the runner wrote.
@Suite("Run report")
struct RunReportTests {
    /// The report of the fixture stream `name`, places written `uri:line`.
    static func report(_ name: String) throws -> RunReport {
        RunReport(ndjson: try Fixtures.stream(name)) { uri, line in "\(uri):\(line)" }
    }

    @Test("a failing step is reported with its .feature line, its message and the definition it ran")
    func failingStep() throws {
        let report = try Self.report("failures")
        let scenario = try #require(report.scenarios.first)
        #expect(scenario.name == "a sum that does not add up")
        #expect(scenario.location == "failures/failures.feature:4")
        #expect(scenario.status == .failed)
        let step = try #require(scenario.steps.first)
        #expect(scenario.steps.count == 1)
        #expect(step.text == "the till holds 6 euros")
        #expect(step.location == "failures/failures.feature:7")
        #expect(step.message == "Expected 6, got 5")
        #expect(step.definitions.count == 1)
        #expect(step.definitions.first?.hasPrefix("Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:") == true)
        #expect(step.definitions.first?.hasSuffix(" the till holds {int} euros") == true)
        #expect(report.success == false)
    }

    @Test("an undefined step is reported as undefined, with no definition; the skipped steps after it are left out")
    func undefinedStep() throws {
        let report = try Self.report("undefined")
        #expect(report.scenarios.map(\.status) == [.undefined, .undefined])
        #expect(report.scenarios.first?.steps.map(\.text) == [#"the jars are counted by "Alice""#])
        let step = try #require(report.scenarios.last?.steps.first)
        #expect(step.text == "the shelf is painted blue")
        #expect(step.location == "undefined/undefined.feature:10")
        #expect(step.status == .undefined)
        #expect(step.definitions.isEmpty)
    }

    @Test("a scenario run again is reported once, by its last attempt")
    func retriedScenario() throws {
        let report = try Self.report("retry")
        #expect(Set(report.scenarios.map(\.location)).count == report.scenarios.count)
        #expect(!report.scenarios.isEmpty)
    }

    @Test("lines that are not messages are skipped")
    func unreadableLines() {
        let report = RunReport(
            ndjson: Array(
                "{\"testRunFinished\":{\"success\":true,\"timestamp\":{\"seconds\":0,\"nanos\":0}}}\nnot json\n{\"pick"
                    .utf8
            ).data
        ) { uri, line in "\(uri):\(line)" }
        #expect(report.success == true)
        #expect(report.scenarios.isEmpty)
    }
}

extension Array where Element == UInt8 {
    /// The bytes as `Data`.
    fileprivate var data: Data { Data(self) }
}
