import CucumberMessages
import Foundation
@testable import Requirements
import Testing

@Suite("Reports")
struct ReportTests {
    @Test("The configuration's report formats receive the run's messages (message:PATH writes NDJSON)")
    func formatWritesMessages() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "verity-reports-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("messages.ndjson").path
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let steps = Steps<Shop>(world: Shop.init) { steps in
            steps.given("a step") { _ in }
        }
        let suite = makeSuite("Feature: F\n  Scenario: S\n    Given a step\n", steps: steps) {
            $0.format = "message:\(path)"
        }
        let result = await suite.run(collectingEnvelopes: true)
        #expect(result.success)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        let decoded = try NDJSONDecoder().decode(written)
        #expect(decoded == result.envelopes)
        #expect(decoded.last?.testRunFinished?.success == true)
    }

    @Test("An unknown report format stops the run with a problem naming VERITY_FORMAT")
    func unknownFormat() async {
        let steps = Steps<Shop>(world: Shop.init)
        let suite = makeSuite("Feature: F\n  Scenario: S\n", steps: steps) { $0.format = "telepathy" }
        let result = await suite.run()
        #expect(!result.success)
        #expect(result.problems.first?.contains("VERITY_FORMAT") == true)
    }
}

@Suite("Report paths")
struct ReportPathTests {
    @Test("A report file another suite of the process already writes gets a numbered name")
    func numberedRepeats() {
        let paths = ClaimedPaths()
        #expect(paths.claim("build/junit.xml") == "build/junit.xml")
        #expect(paths.claim("build/junit.xml") == "build/junit-2.xml")
        #expect(paths.claim("build/junit.xml") == "build/junit-3.xml")
        #expect(paths.claim("report") == "report")
        #expect(paths.claim("report") == "report-2")
        #expect(paths.claim(".hidden") == ".hidden")
        #expect(paths.claim(".hidden") == ".hidden-2")
    }
}
