import CucumberMessages
import Foundation
import TestFixtures
import Testing
import VerityFormatters

@testable import VerityCLI

@Suite("verity history")
struct HistoryCommandTests {
    private func record(_ line: Int, _ status: TestStepResultStatus, attempts: Int = 1, seconds: Double = 0.1)
        -> RecordedScenario
    {
        RecordedScenario(
            uri: "pay.feature", line: line, name: "Scenario \(line)", status: status, attempts: attempts,
            seconds: seconds,
            failureMessage: status == .passed && attempts == 1 ? nil : "card declined at line \(line)")
    }

    @Test("of three runs, the scenario that flaked once is listed first, with its counts and last failure")
    func flakedOnceFirst() {
        let history = RunHistory(runs: [
            [record(3, .passed), record(7, .passed), record(11, .passed)],
            [record(3, .passed), record(7, .passed, attempts: 2), record(11, .passed)],
            [record(3, .passed), record(7, .passed), record(11, .passed)],
        ])
        #expect(history.scenarios.first?.location == "pay.feature:7")
        #expect(history.scenarios.first?.flakyRuns == 1)
        #expect(history.scenarios.first?.passes == 2)
        #expect(history.scenarios.first?.lastFailure?.run == 2)
        #expect(history.rerunText == "pay.feature:7\n")
        #expect(history.text.hasPrefix("3 runs, 3 scenarios: 1 flaky, 0 failed in every run, 2 passed in every run\n"))
        #expect(history.text.contains("flaky  pay.feature:7  Scenario 7\n"))
        #expect(history.text.contains("  last failure: run 2: card declined at line 7\n"))
    }

    @Test(
        "flakiest first: more flakes and changes of outcome outrank fewer; a scenario that always fails is failing, not flaky"
    )
    func order() {
        let history = RunHistory(runs: [
            [record(1, .passed, attempts: 2), record(2, .failed), record(3, .failed), record(4, .passed)],
            [record(1, .passed), record(2, .passed), record(3, .failed), record(4, .passed)],
            [record(1, .passed, attempts: 3), record(2, .failed), record(3, .failed), record(4, .passed)],
        ])
        #expect(
            history.scenarios.map(\.location) == ["pay.feature:2", "pay.feature:1", "pay.feature:3", "pay.feature:4"])
        #expect(history.scenarios.map(\.isFlaky) == [true, true, false, false])
        #expect(history.scenarios[0].flips == 2)
        #expect(history.scenarios[2].failures == 3)
        #expect(history.scenarios[1].durations == [0.1, 0.1, 0.1])
    }

    @Test("the command reads streams, prints the history and writes the flaky scenarios as a rerun file")
    func command() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "verity-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stream = Fixtures.streamURL("retry").path
        let rerun = folder.appendingPathComponent("flaky.txt").path
        try HistoryCommand.parse([stream, stream, stream, "--rerun", rerun]).run()
        let flaky = RecordedScenario.all(in: try NDJSONDecoder().decode(Data(contentsOf: URL(fileURLWithPath: stream))))
            .filter(\.passedOnRetry).map(\.location)
        #expect(!flaky.isEmpty)
        #expect(try String(contentsOfFile: rerun, encoding: .utf8) == flaky.map { $0 + "\n" }.joined())
    }

    @Test("a stream that cannot be read fails the command")
    func unreadable() throws {
        #expect(throws: (any Error).self) { try HistoryCommand.parse(["/no/such/run.ndjson"]).run() }
    }
}
