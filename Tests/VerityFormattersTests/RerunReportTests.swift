import CucumberMessages
import Testing

@testable import VerityFormatters

@Suite("rerun report")
struct RerunReportTests {
    @Test("rerun lists exactly the pickles whose final attempt failed, as uri:line", arguments: Streams.names)
    func listsFailedPickles(sample: String) throws {
        let envelopes = try Streams.envelopes(sample)
        let facts = StreamFacts(envelopes)
        var expected: [String] = []
        for attempt in facts.attempts where !attempt.willBeRetried && StreamFacts.failing.contains(attempt.status) {
            let location = "\(attempt.pickle.uri):\(attempt.pickle.location?.line ?? 0)"
            if !expected.contains(location) { expected.append(location) }
        }
        let text = try Streams.render(.rerun, envelopes)
        #expect(text == expected.map { $0 + "\n" }.joined(), "\(sample)")
    }

    @Test("a scenario that passes on a retry is not listed")
    func retriedThenPassedIsNotListed() throws {
        let envelopes = try Streams.envelopes("retry")
        let facts = StreamFacts(envelopes)
        let retriedPickles = Set(facts.attempts.filter(\.willBeRetried).map(\.pickle.id))
        let passedOnRetry = facts.attempts.filter { $0.status == .passed && retriedPickles.contains($0.pickle.id) }
        #expect(!passedOnRetry.isEmpty)
        let text = try Streams.render(.rerun, envelopes)
        for attempt in passedOnRetry {
            #expect(!text.contains("\(attempt.pickle.uri):\(attempt.pickle.location?.line ?? 0)\n"))
        }
    }
}
