import CucumberMessages
import Testing

@testable import VerityFormatters

@Suite("Flaky scenarios in the summary")
struct FlakySummaryTests {
    @Test("the summary counts a scenario that passed on a retry by its last attempt, as Cucumber's does")
    func flakyInSummaryLine() throws {
        let text = try Streams.render(.summary, sample: "retry")
        #expect(text.contains("3 scenarios (2 passed, 1 failed)\n"), "\(text)")
        #expect(text.contains("3 steps (2 passed, 1 failed)\n"), "\(text)")
        #expect(text.contains(", after 3 attempts # retry/"), "a failed retried scenario says how often it ran")
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

    @Test("a console report of a run without retries has no flaky part", arguments: ["hooks", "failures", "arguments"])
    func noFlaky(sample: String) throws {
        #expect(!(try Streams.render(.summary, sample: sample)).contains("flaky"))
    }
}
