import ArgumentParser
import CucumberMessages
import Foundation
import Testing
import VerityRunOptions

@testable import VerityCLI

@Suite("verity merge checks that the shards make a whole run, and can be the gate")
struct MergeCompletenessTests {
    static let suite = ShardLabel.fingerprint(["the suite"])
    static let split = ShardLabel.fingerprint(["the split"])

    static func label(_ index: Int, of count: Int, suite: String = suite, split: String = split) -> ShardLabel {
        ShardLabel(index: index, count: count, suite: suite, split: split)
    }

    /// `envelopes` as the run of `label` writes them: its run id carries the label.
    static func labelled(_ envelopes: [Envelope], _ label: ShardLabel, run: String) -> [Envelope] {
        let id = label.testRunStartedId(run: run)
        return envelopes.map { envelope in
            var envelope = envelope
            if envelope.testRunStarted != nil { envelope.testRunStarted?.id = id }
            if envelope.testCase != nil { envelope.testCase?.testRunStartedId = id }
            if envelope.testRunFinished != nil { envelope.testRunFinished?.testRunStartedId = id }
            if envelope.testRunHookStarted != nil { envelope.testRunHookStarted?.testRunStartedId = id }
            return envelope
        }
    }

    /// Writes each stream to a file of a fresh folder, returning their paths, and the folder.
    static func write(_ streams: [[Envelope]]) throws -> (folder: URL, paths: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verity-whole-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = NDJSONEncoder()
        var paths: [String] = []
        for (position, stream) in streams.enumerated() {
            var bytes: [UInt8] = []
            for envelope in stream { try encoder.appendLine(envelope, to: &bytes) }
            let path = folder.appendingPathComponent("shard\(position + 1).ndjson").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        return (folder, paths)
    }

    /// The two shards of the `retry` fixture's run, labelled 1/2 and 2/2.
    static func twoShards() throws -> [[Envelope]] {
        let (first, second) = MergeCommandTests.split(try MergeCommandTests.envelopes("retry"))
        return [labelled(first, label(1, of: 2), run: "run-a"), labelled(second, label(2, of: 2), run: "run-b")]
    }

    @Test("a shard label survives its trip through the run's id")
    func labelRoundTrip() throws {
        let label = Self.label(2, of: 3)
        let read = try #require(ShardLabel(testRunStartedId: label.testRunStartedId(run: "6d1e")))
        #expect(read == ShardLabel(index: 2, count: 3, suite: Self.suite, split: Self.split, run: "6d1e"))
        #expect(ShardLabel(testRunStartedId: "6d1e") == nil)
        #expect(ShardLabel(testRunStartedId: "verity-shard:4/3:suite-a:split-b:r") == nil)
    }

    @Test("every shard of one split, once each, is whole: 3 of 3 shards")
    func wholeSplit() {
        let check = ShardCompleteness((1...3).map { ("s\($0).ndjson", Self.label($0, of: 3)) })
        #expect(check.problems == [])
        #expect(check.summary == "3 of 3 shards")
    }

    @Test("a missing shard is named, with the shards that were given")
    func missingShard() {
        let check = ShardCompleteness([("s1.ndjson", Self.label(1, of: 3)), ("s2.ndjson", Self.label(2, of: 3))])
        #expect(check.problems == ["shard 3/3 is missing (given: 1/3 in s1.ndjson, 2/3 in s2.ndjson)"])
        #expect(check.summary == "2 of 3 shards")
    }

    @Test("a shard given twice is named with both streams")
    func repeatedShard() {
        let check = ShardCompleteness([
            ("a.ndjson", Self.label(1, of: 2)), ("b.ndjson", Self.label(1, of: 2)), ("c.ndjson", Self.label(2, of: 2)),
        ])
        #expect(check.problems == ["shard 1/2 is given 2 times: a.ndjson, b.ndjson"])
    }

    @Test("a shard of another split, another shard count or another suite is named, and leaves its place missing")
    func foreignShards() {
        let otherSplit = ShardCompleteness([
            ("a.ndjson", Self.label(1, of: 2)), ("b.ndjson", Self.label(2, of: 2, split: "0000000000000000")),
        ])
        #expect(otherSplit.problems.first?.hasPrefix("b.ndjson (shard 2/2) is of another split than a.ndjson") == true)
        #expect(otherSplit.problems.last == "shard 2/2 is missing (given: 1/2 in a.ndjson)")
        let otherCount = ShardCompleteness([("a.ndjson", Self.label(1, of: 2)), ("b.ndjson", Self.label(2, of: 3))])
        #expect(
            otherCount.problems.first
                == "b.ndjson is shard 2/3, of a split into 3, where a.ndjson is of a split into 2")
        let otherSuite = ShardCompleteness([
            ("a.ndjson", Self.label(1, of: 2)), ("b.ndjson", Self.label(2, of: 2, suite: "0000000000000000")),
        ])
        #expect(otherSuite.problems.first?.hasPrefix("b.ndjson (shard 2/2) is of another suite than a.ndjson") == true)
    }

    @Test("streams of runs that were not sharded merge unchecked, but one among shards is named")
    func unlabelledStreams() {
        #expect(ShardCompleteness([("a.ndjson", nil), ("b.ndjson", nil)]).problems == [])
        let mixed = ShardCompleteness([("a.ndjson", Self.label(1, of: 1)), ("b.ndjson", nil)])
        #expect(mixed.problems.first?.hasPrefix("b.ndjson is not a shard's stream") == true)
    }

    @Test("verity merge of part of a split fails naming the missing shard, and writes nothing")
    func commandRefusesPart() throws {
        let shards = try Self.twoShards()
        let (folder, paths) = try Self.write([shards[0]])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("merged.ndjson").path
        #expect {
            try MergeCommand.parse([paths[0], "-o", output]).run()
        } throws: { error in
            "\(error)".contains("shard 2/2 is missing") && "\(error)".contains("--allow-partial")
        }
        #expect(!FileManager.default.fileExists(atPath: output))
        try MergeCommand.parse([paths[0], "-o", output, "--allow-partial"]).run()
        #expect(FileManager.default.fileExists(atPath: output))
    }

    @Test("the merged stream of a whole split is the run's, its id without a shard label")
    func mergedIdIsTheRuns() throws {
        let shards = try Self.twoShards()
        var merger = StreamMerger()
        for shard in shards { try merger.add(shard: shard) }
        let merged = merger.merged()
        #expect(merged.compactMap(\.testRunStarted).map(\.id) == ["run-a"])
        #expect(Set(merged.compactMap(\.testCase).compactMap(\.testRunStartedId)) == ["run-a"])
        #expect(merged.last?.testRunFinished?.testRunStartedId == "run-a")
    }

    @Test("verity merge --check exits 1 once it has written a failed run, and 0 for a passed one")
    func mergeCheckIsTheGate() throws {
        let failing = try Self.twoShards()
        let passing = failing.map { shard in
            shard.map { envelope in
                var envelope = envelope
                if envelope.testRunFinished != nil { envelope.testRunFinished?.success = true }
                return envelope
            }
        }
        for (streams, passes) in [(failing, false), (passing, true)] {
            let (folder, paths) = try Self.write(streams)
            defer { try? FileManager.default.removeItem(at: folder) }
            let output = folder.appendingPathComponent("merged.ndjson").path
            let command = try MergeCommand.parse(paths + ["-o", output, "--check"])
            if passes {
                try command.run()
            } else {
                #expect { try command.run() } throws: { ($0 as? ExitCode) == ExitCode(1) }
            }
            #expect(FileManager.default.fileExists(atPath: output), "the stream is written first")
            try MergeCommand.parse(paths + ["-o", output]).run()
        }
    }

    @Test("verity report --check exits 1 once it has written the reports of a failed run")
    func reportCheckIsTheGate() throws {
        let (folder, paths) = try Self.write([try MergeCommandTests.envelopes("failures")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("junit.xml").path
        #expect {
            try ReportCommand.parse([paths[0], "--junit", junit, "--check"]).run()
        } throws: { ($0 as? ExitCode) == ExitCode(1) }
        #expect(FileManager.default.fileExists(atPath: junit), "the reports are written first")
        try ReportCommand.parse([paths[0], "--junit", junit]).run()
    }
}
