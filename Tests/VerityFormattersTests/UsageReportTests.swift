import CucumberMessages
import Foundation
import Testing

@testable import VerityFormatters

@Suite("Usage report")
struct UsageReportTests {
    /// `sample`'s envelopes with each step's duration set by `nanos(testStepId)`, since the
    /// fixtures time every step at 1 ms and the order under test needs them to differ.
    private func envelopes(_ sample: String, nanos: (String) -> Int) throws -> [Envelope] {
        try Streams.envelopes(sample).map { envelope in
            var envelope = envelope
            if var finished = envelope.testStepFinished {
                finished.testStepResult.duration = MessageDuration(seconds: 0, nanos: nanos(finished.testStepId))
                envelope.testStepFinished = finished
            }
            return envelope
        }
    }

    private func index(_ envelopes: [Envelope]) -> TestRunIndex {
        var index = TestRunIndex()
        for envelope in envelopes { index.add(envelope) }
        return index
    }

    @Test("each definition lists its matches with mean and max, slowest mean first")
    func slowestFirst() throws {
        // NB: test step ids are numbers in the fixtures; vary the duration by id.
        let usages = UsageReport(index: index(try envelopes("arguments") { (Int($0) ?? 1) * 1_000_000 })).usages()
        let means = usages.compactMap(\.mean)
        #expect(means == means.sorted(by: >))
        #expect(means.count == usages.filter { !$0.matches.isEmpty }.count)
        let office = usages.first { $0.pattern == "a post office" }
        #expect(office?.matches.count == 5)
        #expect(
            office?.matches.allSatisfy { $0.location == "arguments/arguments.feature:7" && $0.text == "a post office" }
                == true)
        let durations = office?.durations ?? []
        #expect(office?.max == durations.max())
        #expect(office?.mean == durations.reduce(0, +) / max(durations.count, 1))
        #expect(durations == durations.sorted(by: >), "matches list slowest first")
        #expect(office?.location.hasPrefix("Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:") == true)
    }

    @Test("a retried scenario's steps are counted once, from the final attempt")
    func retryCountsOnce() throws {
        let usages = UsageReport(index: index(try Streams.envelopes("retry"))).usages()
        #expect(usages.first { $0.pattern == "the printer prints on its second attempt" }?.matches.count == 1)
        #expect(usages.first { $0.pattern == "the printer is broken" }?.matches.count == 1)
    }

    @Test("unused definitions come last, marked UNUSED")
    func unusedLast() throws {
        let usages = UsageReport(index: index(try Streams.envelopes("arguments"))).usages()
        let envelopes = try Streams.envelopes("arguments")
        let extra = StepDefinition(
            id: "unused-definition",
            pattern: StepDefinitionPattern(source: "a stamp is licked", type: .cucumberExpression),
            sourceReference: SourceReference(uri: "Steps.swift", location: Location(line: 3)))
        let withUnused = UsageReport(index: index([Envelope(stepDefinition: extra)] + envelopes))
        #expect(withUnused.usages().count == usages.count + 1)
        #expect(withUnused.usages().last?.pattern == "a stamp is licked")
        let lines = withUnused.render().split(separator: "\n")
        #expect(lines.first?.hasPrefix("Pattern / Text") == true)
        #expect(lines.last?.contains("UNUSED") == true)
        #expect(lines.last?.hasSuffix("Steps.swift:3") == true)
        #expect(lines.contains { $0.hasPrefix("  a post office") && $0.hasSuffix("arguments/arguments.feature:7") })
        #expect(lines.contains { $0.contains("1.000ms") })
    }

    @Test("the usage format renders through VERITY_FORMAT's formatter")
    func rendersAsFormat() throws {
        let text = try Streams.render(.usage, sample: "hooks")
        #expect(text.contains("a coffee is sold"))
        #expect(text.contains("hooks/hooks.feature:5"))
    }
}
