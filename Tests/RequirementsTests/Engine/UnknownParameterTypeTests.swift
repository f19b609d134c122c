import CucumberMessages
import Foundation
import Testing
import VerityFormatters

@testable import Requirements

@Suite("A step definition with an unknown parameter type")
struct UnknownParameterTypeTests {
    static let feature = "Feature: Flights\n  Scenario: S\n    Given a flight from LHR\n"

    static let steps = Steps<Shop>(world: Shop.init) { steps in
        steps.given("a flight from {airprot}") { (_, _: String) in }
    }

    @Test("fails the run, naming the type and the definition")
    func failsTheRun() async {
        let result = await makeSuite(Self.feature, steps: Self.steps).run(collectingEnvelopes: true)
        #expect(!result.success)
        #expect(result.problems.contains { $0.contains("uses the parameter type {airprot}, which is not defined") })
        #expect(result.envelopes.contains { $0.undefinedParameterType?.name == "airprot" })
        #expect(result.envelopes.last?.testRunFinished?.success == false)
    }

    @Test("is a failing test case of its own at the definition, under Swift Testing")
    func isAProblemCase() {
        let cases = makeSuite(Self.feature, steps: Self.steps).scenarios
        let problem = cases.first { $0.problem?.contains("{airprot}") == true }
        #expect(problem?.filePath.hasSuffix("UnknownParameterTypeTests.swift") == true)
    }

    @Test("is named in the console reports")
    func consoleReportsNameIt() async throws {
        let output = ReportOutputCapture()
        let result = await makeSuite(Self.feature, steps: Self.steps).run(collectingEnvelopes: true)
        let text = try output.summary(of: result.envelopes)
        #expect(
            text.contains(
                "These parameters are missing a parameter type definition:\n  1) 'airprot' in 'a flight from {airprot}'\n"
            ), "\(text)")
    }
}

/// Renders a console report of a stream into a string.
struct ReportOutputCapture {
    func summary(of envelopes: [Envelope]) throws -> String {
        try render(envelopes, format: .summary)
    }

    func render(_ envelopes: [Envelope], format: ReportFormat) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let formatter = try ReportConfiguration.makeFormatter(for: ReportDestination(format: format, path: path))
        for envelope in envelopes { formatter.receive(envelope) }
        try formatter.finish()
        return try String(contentsOfFile: path, encoding: .utf8)
    }
}
