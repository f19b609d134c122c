import CucumberMessages
import Foundation
import Testing

@testable import VerityFormatters

/// What time-balanced shards and the run history read from a recorded run.
@Suite("Scenarios read back from a recorded run")
struct RecordedScenarioTests {
    @Test("a retried scenario is one record with its attempts, its last status and the time of all its attempts")
    func retries() throws {
        let envelopes = try Streams.envelopes("retry")
        let records = RecordedScenario.all(in: envelopes)
        #expect(records.count == 3)
        let retried = records.filter { $0.attempts > 1 }
        #expect(retried.count == 2, "\(records)")
        #expect(records.filter(\.passedOnRetry).count == 1, "the one that passed on a retry is flaky")
        var index = TestRunIndex()
        for envelope in envelopes { index.add(envelope) }
        for record in records {
            let attempts = index.scenarioReports.filter { $0.location == record.location }
            #expect(abs(record.seconds - attempts.map(\.seconds).reduce(0, +)) < 1e-9, "\(record.location)")
            #expect(record.status == attempts.last?.status)
        }
    }

    @Test(
        "a JUnit report Verity wrote reads back as the stream it came from", arguments: ["retry", "failures", "hooks"])
    func junitRoundTrip(sample: String) throws {
        let envelopes = try Streams.envelopes(sample)
        let junit = try Streams.render(.junit, envelopes, junit: JUnitOptions(layout: .verity))
        let fromJUnit = try RecordedScenario.all(inRecordedRun: Data(junit.utf8))
        var stream: [UInt8] = []
        for envelope in envelopes { try NDJSONEncoder().appendLine(envelope, to: &stream) }
        let fromStream = try RecordedScenario.all(inRecordedRun: Data(stream)).sorted { $0.location < $1.location }
        let sorted = fromJUnit.sorted { $0.location < $1.location }
        #expect(!sorted.isEmpty)
        #expect(sorted.map(\.location) == fromStream.map(\.location))
        #expect(sorted.map { $0.status == .failed } == fromStream.map { $0.status.isFailure })
    }

    @Test("a stream with a bad line names the line; XML that is not well formed says so")
    func unreadable() {
        #expect(throws: RecordedRunError.self) {
            try RecordedScenario.all(inRecordedRun: Data("{\"meta\":{}}\nnot json\n".utf8))
        }
        do {
            _ = try RecordedScenario.all(inRecordedRun: Data("{}\nnot json\n".utf8))
            Issue.record("a bad stream was read")
        } catch {
            #expect(error.description.contains("line 2"), "\(error)")
        }
        #expect(throws: RecordedRunError.self) { try RecordedScenario.all(inRecordedRun: Data("<testsuites>".utf8)) }
    }
}
