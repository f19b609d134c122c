import CucumberMessages
import Foundation
import TestFixtures
import Testing
import VerityFormatters
import VerityRunOptions

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

    /// `Fixtures`' retry stream as the run `id` started `second` seconds after 1970.
    private func run(_ id: String, at second: Int, in folder: URL) throws -> String {
        let text = try String(contentsOf: Fixtures.streamURL("retry"), encoding: .utf8).replacingOccurrences(
            of: #""testRunStarted":{"timestamp":{"seconds":0,"nanos":0},"id":"15"}"#,
            with: #""testRunStarted":{"timestamp":{"seconds":\#(second),"nanos":0},"id":"\#(id)"}"#)
        #expect(text.contains(#""id":"\#(id)""#))
        let path = folder.appendingPathComponent("\(id.replacingOccurrences(of: "/", with: "-")).ndjson").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "verity-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("the command reads streams, prints the history and writes the flaky scenarios as a rerun file")
    func command() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let streams = try (1...3).map { try run("run-\($0)", at: $0, in: folder) }
        let rerun = folder.appendingPathComponent("flaky.txt").path
        try HistoryCommand.parse(streams + ["--rerun", rerun]).run()
        let flaky = RecordedScenario.all(in: try NDJSONDecoder().decode(Data(contentsOf: Fixtures.streamURL("retry"))))
            .filter(\.passedOnRetry).map(\.location)
        #expect(!flaky.isEmpty)
        #expect(try String(contentsOfFile: rerun, encoding: .utf8) == flaky.map { $0 + "\n" }.joined())
    }

    @Test("a stream given twice is refused, naming both paths, so that one run is not counted as two")
    func sameStreamTwice() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try run("run-1", at: 1, in: folder)
        let copy = folder.appendingPathComponent("copy.ndjson").path
        try FileManager.default.copyItem(atPath: first, toPath: copy)
        #expect {
            try HistoryCommand.parse([first, copy]).run()
        } throws: { error in
            "\(error)".contains("the same testRunStarted id, run-1") && "\(error)".contains(copy)
        }
    }

    @Test("two streams with the same bytes but no testRunStarted id are refused as copies")
    func sameContent() throws {
        let stream = RecordedRuns.Stream(
            path: "a.ndjson", started: nil, id: nil, content: Data("x".utf8), scenarios: [])
        var copy = stream
        copy.path = "b.ndjson"
        #expect(throws: RecordedRunsError.self) { try RecordedRuns([stream, copy]) }
        #expect(throws: Never.self) { try RecordedRuns([stream]) }
    }

    /// Shard `index` of 3 of a run started at `second`.
    private func shard(_ index: Int, run: String, at second: Double, scenarios: [RecordedScenario])
        -> RecordedRuns.Stream
    {
        let label = ShardLabel(index: index, count: 3, suite: "5u17e", split: "5p117")
        let id = label.testRunStartedId(run: "\(run)-\(index)")
        return RecordedRuns.Stream(
            path: "\(run)-shard\(index).ndjson", started: second, id: id, content: Data(id.utf8), scenarios: scenarios)
    }

    @Test("the shard streams of two runs count as two runs, each shard joining the oldest run that lacks it")
    func shardsGrouped() throws {
        let monday = (1...3).map { shard($0, run: "monday", at: 100 + Double($0), scenarios: [record($0, .passed)]) }
        let tuesday = (1...3).map {
            shard($0, run: "tuesday", at: 200 + Double($0), scenarios: [record($0, $0 == 2 ? .failed : .passed)])
        }
        let runs = try RecordedRuns([tuesday[1], monday[0], tuesday[0], monday[2], monday[1], tuesday[2]]).ordered
        #expect(runs.map(\.shards) == [3, 3])
        #expect(runs.map { $0.scenarios.map(\.line) } == [[1, 2, 3], [1, 2, 3]])
        #expect(runs[1].scenarios.map(\.status) == [.passed, .failed, .passed])
        let history = RunHistory(runs: runs.map(\.scenarios))
        #expect(history.text.hasPrefix("2 runs, 3 scenarios: 1 flaky"))
    }

    @Test("a sharded run that lacks a shard is refused, naming the missing shard and suggesting verity merge")
    func shardMissing() throws {
        let streams = [1, 2].map { shard($0, run: "monday", at: Double($0), scenarios: [record($0, .passed)]) }
        #expect {
            try RecordedRuns(streams)
        } throws: { error in
            "\(error)".contains("lacks shard 3/3") && "\(error)".contains("verity merge")
        }
    }

    @Test("a stream that cannot be read fails the command")
    func unreadable() throws {
        #expect(throws: (any Error).self) { try HistoryCommand.parse(["/no/such/run.ndjson"]).run() }
    }
}
