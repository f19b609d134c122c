import CucumberMessages
import Foundation
import TestFixtures
import Testing
import VerityJSON

@testable import VerityCLI

@Suite("verity merge")
struct MergeCommandTests {
    /// The project's own message streams (`Tests/Fixtures/Streams`), each one whole run.
    static let names = Fixtures.streamNames

    static func envelopes(_ name: String) throws -> [Envelope] {
        try NDJSONDecoder().decode(Fixtures.stream(name))
    }

    @Test("the fixture streams the merge tests name are there")
    func streamsArePresent() {
        #expect(Set(["failures", "global-hooks", "pending", "retry"]).isSubset(of: Self.names), "\(Self.names)")
    }

    /// Splits a run the way two shards would have run it: both repeat the definitions, each
    /// runs every other test case, BeforeAll/AfterAll hooks run in the first; the second starts
    /// later and the first finishes earlier, so the merge must pick the original timestamps.
    static func split(_ envelopes: [Envelope]) -> ([Envelope], [Envelope]) {
        var first: [Envelope] = []
        var second: [Envelope] = []
        var caseShard: [String: Int] = [:]
        var pickleStepShard: [String: Int] = [:]
        var picklesById: [String: Pickle] = [:]
        var startedShard: [String: Int] = [:]
        for envelope in envelopes {
            if let pickle = envelope.pickle { picklesById[pickle.id] = pickle }
            if let testCase = envelope.testCase {
                let shard = caseShard.count % 2
                caseShard[testCase.id] = shard
                for step in picklesById[testCase.pickleId]?.steps ?? [] { pickleStepShard[step.id] = shard }
            }
        }
        for envelope in envelopes {
            var shard: Int?
            if let testCase = envelope.testCase { shard = caseShard[testCase.id] }
            if let started = envelope.testCaseStarted {
                shard = caseShard[started.testCaseId]
                startedShard[started.id] = shard
            }
            if let id = envelope.testStepStarted?.testCaseStartedId ?? envelope.testStepFinished?.testCaseStartedId
                ?? envelope.testCaseFinished?.testCaseStartedId ?? envelope.attachment?.testCaseStartedId
                ?? envelope.externalAttachment?.testCaseStartedId
            {
                shard = startedShard[id]
            }
            if let suggestion = envelope.suggestion { shard = pickleStepShard[suggestion.pickleStepId] ?? 0 }
            if envelope.testRunHookStarted != nil || envelope.testRunHookFinished != nil
                || envelope.attachment?.testRunHookStartedId != nil
            {
                shard = 0
            }
            switch shard {
            case 0: first.append(envelope)
            case 1: second.append(envelope)
            default:
                var early = envelope
                early.testRunFinished?.timestamp.seconds -= 1
                var late = envelope
                late.testRunStarted?.timestamp.seconds += 1
                first.append(early)
                second.append(late)
            }
        }
        return (first, second)
    }

    /// Lines of NDJSON, sorted: equality means the same messages in any order.
    static func sortedLines(_ envelopes: [Envelope]) throws -> [String] {
        let encoder = NDJSONEncoder()
        return try envelopes.map { String(decoding: try encoder.encode($0), as: UTF8.self) }.sorted()
    }

    @Test("merging a run split in two shards gives back the original stream, up to order", arguments: names)
    func splitAndMergeIsIdentity(sample: String) throws {
        let original = try Self.envelopes(sample)
        let (first, second) = Self.split(original)
        var merger = StreamMerger()
        try merger.add(shard: first)
        try merger.add(shard: second)
        let merged = merger.merged()
        #expect(try Self.sortedLines(merged) == Self.sortedLines(original), "\(sample)")
        #expect(merged.first?.meta != nil && merged.last?.testRunFinished != nil, "\(sample)")
    }

    @Test("a shard whose ids differ for the same definitions is re-pointed at the kept ones", arguments: names)
    func differentIdsAreRepointed(sample: String) throws {
        let original = try Self.envelopes(sample)
        let (first, second) = Self.split(original)
        let renamed = try second.map { try Self.prefixingIds($0, with: "b-") }
        var merger = StreamMerger()
        try merger.add(shard: first)
        try merger.add(shard: renamed)
        let merged = merger.merged()
        #expect(
            try Self.sortedLines(merged.map(Self.erasingIds)) == Self.sortedLines(original.map(Self.erasingIds)),
            "\(sample)")
        #expect(Self.danglingReferences(merged).isEmpty, "\(sample): \(Self.danglingReferences(merged))")
    }

    @Test("two shards reusing the same counter ids keep every test case apart", arguments: names)
    func clashingIdsAreRenamed(sample: String) throws {
        let original = try Self.envelopes(sample)
        var merger = StreamMerger()
        try merger.add(shard: original)
        try merger.add(shard: original)
        let merged = merger.merged()
        #expect(merged.filter { $0.pickle != nil }.count == original.filter { $0.pickle != nil }.count, "\(sample)")
        #expect(
            merged.filter { $0.testCaseStarted != nil }.count == 2 * original.filter { $0.testCaseStarted != nil }.count
        )
        #expect(
            merged.filter { $0.testRunStarted != nil }.count == 1
                && merged.filter { $0.testRunFinished != nil }.count == 1)
        #expect(Self.danglingReferences(merged).isEmpty, "\(sample): \(Self.danglingReferences(merged))")
        let ids = merged.compactMap { $0.testCaseStarted?.id }
        #expect(Set(ids).count == ids.count, "\(sample): testCaseStarted ids must stay unique")
    }

    @Test("shards of different feature files with clashing counter ids merge into one consistent run")
    func differentFeaturesWithClashingIds() throws {
        let first = try Self.envelopes("pending")
        let second = try Self.envelopes("failures")
        var merger = StreamMerger()
        try merger.add(shard: first)
        try merger.add(shard: second)
        let merged = merger.merged()
        let count = { (stream: [Envelope], kind: (Envelope) -> Bool) in stream.filter(kind).count }
        #expect(
            count(merged) { $0.pickle != nil } == count(first) { $0.pickle != nil } + count(second) { $0.pickle != nil }
        )
        #expect(count(merged) { $0.gherkinDocument != nil } == 2)
        #expect(
            count(merged) { $0.testCaseStarted != nil } == count(first) { $0.testCaseStarted != nil }
                + count(second) { $0.testCaseStarted != nil })
        #expect(Self.danglingReferences(merged).isEmpty, "\(Self.danglingReferences(merged))")
        // Every pickle still points at a scenario of its own feature file.
        var scenarioUris: [String: String] = [:]
        for document in merged.compactMap(\.gherkinDocument) {
            for child in document.feature?.children ?? [] {
                if let scenario = child.scenario { scenarioUris[scenario.id] = document.uri }
            }
        }
        for pickle in merged.compactMap(\.pickle) {
            #expect(pickle.astNodeIds.first.flatMap { scenarioUris[$0] } == pickle.uri, "\(pickle.name)")
        }
    }

    @Test("the merged run succeeds only when every shard succeeded, and finishes at the latest time")
    func successAndTimestamps() throws {
        let original = try Self.envelopes("pending")
        var passing = original
        for index in passing.indices where passing[index].testRunFinished != nil {
            passing[index].testRunFinished?.success = true
            passing[index].testRunFinished?.timestamp.seconds += 5
        }
        var merger = StreamMerger()
        try merger.add(shard: passing)
        try merger.add(shard: original)
        let finished = try #require(merger.merged().last?.testRunFinished)
        #expect(finished.success == false)
        #expect(finished.timestamp == passing.compactMap(\.testRunFinished).first?.timestamp)
    }

    @Test("verity merge -o writes the merged stream as NDJSON")
    func commandWritesFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verity-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try Self.envelopes("retry")
        let (first, second) = Self.split(original)
        let encoder = NDJSONEncoder()
        for (name, shard) in [("a.ndjson", first), ("b.ndjson", second)] {
            var bytes: [UInt8] = []
            for envelope in shard { try encoder.appendLine(envelope, to: &bytes) }
            try Data(bytes).write(to: folder.appendingPathComponent(name))
        }
        let output = folder.appendingPathComponent("merged.ndjson")
        try MergeCommand.parse([
            folder.appendingPathComponent("a.ndjson").path, folder.appendingPathComponent("b.ndjson").path, "-o",
            output.path,
        ]).run()
        let merged = try NDJSONDecoder().decode(Data(contentsOf: output))
        #expect(try Self.sortedLines(merged) == Self.sortedLines(original))
    }

    // MARK: Id helpers

    static let referenceKeys: Set<String> = [
        "astNodeId", "astNodeIds", "hookId", "pickleId", "pickleStepId", "stepDefinitionIds",
        "testRunStartedId", "testRunHookStartedId", "testCaseId", "testCaseStartedId", "testStepId",
    ]

    static func tree(_ envelope: Envelope) throws -> JSONValue {
        try JSONValue(encoding: envelope)
    }

    static func envelope(_ tree: JSONValue) throws -> Envelope {
        try tree.decode(as: Envelope.self)
    }

    static func prefixingIds(_ envelope: Envelope, with prefix: String) throws -> Envelope {
        try Self.envelope(
            tree(envelope).mappingStrings { key, value in
                key == "id" || referenceKeys.contains(key) ? prefix + value : value
            })
    }

    static func erasingIds(_ envelope: Envelope) -> Envelope {
        (try? Self.envelope(
            tree(envelope).mappingStrings { key, value in
                key == "id" || referenceKeys.contains(key) ? "" : value
            })) ?? envelope
    }

    /// References to ids no message defines.
    static func danglingReferences(_ envelopes: [Envelope]) -> [String] {
        var defined = Set<String>()
        var referenced: [String] = []
        for envelope in envelopes {
            guard let tree = try? tree(envelope) else { continue }
            _ = tree.mappingStrings { key, value in
                if key == "id" { defined.insert(value) }
                if referenceKeys.contains(key) { referenced.append(value) }
                return value
            }
        }
        return referenced.filter { !defined.contains($0) }
    }
}
