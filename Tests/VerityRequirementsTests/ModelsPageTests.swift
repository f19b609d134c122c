import CucumberMessages
import Foundation
import Requirements
import Testing
import VerityRequirements

@testable import VerityCLI
@testable import VerityLivingDocs

@Suite("Model coverage in the living documentation, and across merged shards")
struct ModelsPageTests {
    /// The site `verity docs` writes for `envelopes`, by path.
    static func site(_ envelopes: [Envelope]) -> [String: String] {
        var documentation = LivingDocumentation()
        for document in envelopes.compactMap(\.gherkinDocument) {
            documentation.addFeature(path: document.uri ?? "", document: document)
        }
        documentation.addRun(named: "doors", envelopes: envelopes)
        var files: [String: String] = [:]
        // NB: the pages put each element on a line of its own; joined up, a sentence reads as written.
        for file in documentation.files() {
            files[file.path] = String(decoding: file.data, as: UTF8.self)
                .replacingOccurrences(of: #"\n *"#, with: "", options: .regularExpression)
        }
        return files
    }

    @Test("a declared state no scenario reaches is reported as never reached, with the action no scenario takes")
    func neverReachedState() async throws {
        let site = Self.site(await ModelCoverageRecordingTests.run(recording: DoorSuite.coverage))
        let models = try #require(site["models.html"])
        #expect(models.contains("State <code>locked</code> is never reached."))
        #expect(
            models.contains(
                "Action <code>lock</code> is offered in <code>closed</code> but no requirement takes it there."))
        #expect(models.contains(#"<tr class="never-reached">"#))
        #expect(models.contains("2 of 3 states reached, 2 of 3 actions taken, 2 transitions"))
        #expect(models.contains(#"<svg class="transition-diagram""#))
        #expect(models.contains("features/door.html#l"), "the cells link to the examples")
        let index = try #require(site["index.html"])
        #expect(index.contains("Model coverage"))
        #expect(index.contains("2 of 3 states reached"))
        let gallery = try #require(site["gallery.html"])
        #expect(gallery.contains("[ closed ]") && gallery.contains("[  open  ]"))
        #expect(gallery.contains("Never reached: nothing to draw."))
        #expect(gallery.contains(#"id="model-VerityRequirementsTests-Door-closed""#))
        #expect(models.contains(#"<a href="gallery.html#model-VerityRequirementsTests-Door-closed">drawn</a>"#))
    }

    @Test("the gallery draws a hand-made example beside the reached states, marked as reached by no run")
    func galleryShowsExamples() async throws {
        let site = Self.site(await ModelCoverageRecordingTests.run(recording: DoorSuite.coverageWithExample))
        let gallery = try #require(site["gallery.html"])
        #expect(gallery.contains("[ closed ]") && gallery.contains("[  open  ]"), "the reached states stay")
        #expect(gallery.contains("[ locked ]"), "the example is drawn with the declared drawing")
        #expect(gallery.contains("Example “locked by the caretaker”: made by hand, not reached by a run."))
        #expect(gallery.contains("Never reached by a run."))
        #expect(!gallery.contains("Never reached: nothing to draw."))
        let models = try #require(site["models.html"])
        #expect(
            models.contains("2 of 3 states reached, 2 of 3 actions taken, 2 transitions"),
            "an example adds nothing to the coverage")
        #expect(models.contains(#"<a href="gallery.html#model-VerityRequirementsTests-Door-locked">drawn</a>"#))
    }

    @Test("without records the site has no Models page and the index no model coverage")
    func noRecordsNoPage() async {
        let site = Self.site(await ModelCoverageRecordingTests.run(recording: nil))
        #expect(site["models.html"] == nil)
        #expect(site["gallery.html"] == nil)
        #expect(site["index.html"]?.contains("Model coverage") == false)
    }

    @Test("verity merge keeps the model records of every shard")
    func mergeKeepsEveryShardsRecords() async throws {
        let first = await ModelCoverageRecordingTests.run(recording: DoorSuite.coverage, shard: try Shard(1, of: 2))
        let second = await ModelCoverageRecordingTests.run(recording: DoorSuite.coverage, shard: try Shard(2, of: 2))
        let inFirst = try ModelCoverageRecordingTests.records(first).keys
        let inSecond = try ModelCoverageRecordingTests.records(second).keys
        #expect(!inFirst.isEmpty && !inSecond.isEmpty, "each shard ran some scenarios")
        var merger = StreamMerger()
        try merger.add(shard: first)
        try merger.add(shard: second)
        let merged = merger.merged()
        let records = try ModelCoverageRecordingTests.records(merged)
        #expect(Set(records.keys) == ["Opening", "Opening and closing", "A stale handle"])
        #expect(records.values.allSatisfy { $0.count == 1 })
        let models = try #require(Self.site(merged)["models.html"])
        #expect(models.contains("2 of 3 states reached, 2 of 3 actions taken, 2 transitions"))
    }
}
