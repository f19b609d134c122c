import ConformanceSupport
import CucumberMessages
import Testing

@testable import VerityFormatters

@Suite("The TeamCity report is written live, in the planned order, whatever order test cases arrive in")
struct TeamCityReportTests {
    /// `envelopes` with the test cases' messages (each `testCaseStarted` and what follows it up
    /// to the next) rearranged by `arrange`, as a parallel run could send them.
    private static func rearranged(
        _ envelopes: [Envelope], _ arrange: ([[Envelope]]) -> [Envelope]
    ) -> [Envelope] {
        guard let (head, buckets, tail) = FormatterSample.testCaseBuckets(envelopes) else { return envelopes }
        return head + arrange(buckets) + tail
    }

    /// The last test case first, then the one before, and so on.
    private static func reversed(_ envelopes: [Envelope]) -> [Envelope] {
        rearranged(envelopes) { $0.reversed().flatMap { $0 } }
    }

    /// One message of each test case in turn.
    private static func roundRobin(_ envelopes: [Envelope]) -> [Envelope] {
        rearranged(envelopes) { buckets in
            var result: [Envelope] = []
            for position in 0..<(buckets.map(\.count).max() ?? 0) {
                for bucket in buckets where position < bucket.count { result.append(bucket[position]) }
            }
            return result
        }
    }

    /// The lines the report returns for each envelope, in order.
    private static func linesPerEnvelope(_ envelopes: [Envelope]) -> [[String]] {
        var report = TeamCityReport()
        return envelopes.map { report.receive($0) } + [report.finish()]
    }

    @Test(
        "in a sequential run each test case and each step is written as it starts and finishes",
        arguments: Streams.names)
    func liveInSequentialRun(stream: String) throws {
        let envelopes = try Streams.envelopes(stream)
        let written = Self.linesPerEnvelope(envelopes)
        for (envelope, lines) in zip(envelopes, written) {
            if envelope.testCaseStarted != nil {
                #expect(lines.last?.hasPrefix("##teamcity[customProgressStatus type = 'testStarted'") == true)
            }
            if envelope.testStepStarted != nil { #expect(lines.last?.hasPrefix("##teamcity[testStarted") == true) }
            if envelope.testStepFinished != nil { #expect(lines.last?.hasPrefix("##teamcity[testFinished") == true) }
            if envelope.testCaseFinished != nil {
                #expect(lines.first?.hasPrefix("##teamcity[customProgressStatus type = 'testFinished'") == true)
            }
        }
        #expect(written.last?.isEmpty == true, "nothing should wait for the end of a sequential run")
    }

    @Test(
        "test cases arriving in reverse or interleaved give the same messages as in order",
        arguments: Streams.names
    )
    func sameInAnyOrder(stream: String) throws {
        let envelopes = try Streams.envelopes(stream)
        let inOrder = Self.linesPerEnvelope(envelopes).flatMap { $0 }
        #expect(Self.linesPerEnvelope(Self.reversed(envelopes)).flatMap { $0 } == inOrder)
        #expect(Self.linesPerEnvelope(Self.roundRobin(envelopes)).flatMap { $0 } == inOrder)
    }

    @Test("a test case that finishes before one planned earlier waits for it, then both are written")
    func laterTestCaseWaits() throws {
        let envelopes = Self.reversed(try Streams.envelopes("arguments"))
        let written = Self.linesPerEnvelope(envelopes)
        let finishes = envelopes.indices.filter { envelopes[$0].testCaseFinished != nil }
        try #require(finishes.count > 1)
        for index in finishes.dropLast() { #expect(written[index].isEmpty) }
        let last = written[finishes[finishes.count - 1]]
        #expect(last.filter { $0.contains("customProgressStatus type = 'testFinished'") }.count == finishes.count)
    }

    @Test("a retried scenario's attempts are written in attempt order, even when a retry arrives first")
    func retriesInAttemptOrder() throws {
        let envelopes = try Streams.envelopes("retry")
        let inOrder = Self.linesPerEnvelope(envelopes).flatMap { $0 }
        let text = Self.linesPerEnvelope(Self.reversed(envelopes)).flatMap { $0 }
        #expect(text == inOrder)
        #expect(inOrder.filter { $0.contains("type = 'testStarted'") }.count > 3)
    }

    @Test("a stream cut off before testRunFinished still shows the test cases that ran")
    func cutOffStream() throws {
        let envelopes = try Streams.envelopes("arguments").filter { $0.testRunFinished == nil }
        let lines = Self.linesPerEnvelope(Self.reversed(envelopes)).flatMap { $0 }
        #expect(lines.filter { $0.contains("type = 'testFinished'") }.count > 1)
        #expect(!lines.contains { $0.contains("testSuiteFinished") && $0.contains("name = 'Cucumber'") })
    }
}
