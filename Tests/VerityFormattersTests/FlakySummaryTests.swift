import CucumberMessages
import Testing

@testable import VerityFormatters

@Suite("Flaky scenarios in the summary")
struct FlakySummaryTests {
    @Test(
        "a scenario that passed on a retry counts as flaky, not passed",
        arguments: [ReportFormat.summary, .progress, .pretty])
    func flakyInSummaryLine(format: ReportFormat) throws {
        let text = try Streams.render(format, sample: "retry")
        #expect(text.contains("3 scenarios (1 failed, 1 flaky, 1 passed)\n"), "\(format): \(text)")
        #expect(text.contains("3 steps (1 failed, 2 passed)\n"), "steps are not flaky")
    }

    @Test("the totals count each final attempt once")
    func totals() throws {
        var index = TestRunIndex()
        for envelope in try Streams.envelopes("retry") { index.add(envelope) }
        let totals = RunTotals(index)
        #expect(totals.flakyScenarios == 1)
        #expect(totals.scenarios == [.failed: 1, .passed: 1])
        #expect(totals.scenarioCount == 3)
    }

    @Test("a run without retries has no flaky part", arguments: ["hooks", "failures", "arguments"])
    func noFlaky(sample: String) throws {
        #expect(!(try Streams.render(.summary, sample: sample)).contains("flaky"))
    }
}
