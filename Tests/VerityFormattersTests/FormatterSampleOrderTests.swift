import ConformanceSupport
import CucumberMessages
import Foundation
import Testing

/// `FormatterSample.simulatedParallelOrder(seed:)`, which the report conformance suites replay
/// every stream in: it must only reorder, and only as a parallel runner could.
@Suite("A simulated parallel order is a parallel runner's order of the same messages", .conformanceData)
struct FormatterSampleOrderTests {
    /// Each envelope's JSON, which tells envelopes apart (every message has its own id or time).
    private static func lines(_ envelopes: [Envelope]) throws -> [String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try envelopes.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
    }

    /// The id of the test case attempt an envelope belongs to, if it belongs to one.
    private static func attempt(of envelope: Envelope) -> String? {
        envelope.testCaseStarted?.id ?? envelope.testStepStarted?.testCaseStartedId
            ?? envelope.testStepFinished?.testCaseStartedId ?? envelope.testCaseFinished?.testCaseStartedId
            ?? envelope.attachment?.testCaseStartedId
    }

    @Test(
        "every envelope is kept exactly once, and each test case's messages keep their order",
        arguments: FormatterSample.names(in: .junit))
    func keepsEnvelopesAndTheirOrder(name: String) throws {
        let sample = try FormatterSample(named: name, in: .junit)
        let original = try Self.lines(sample.envelopes)
        var reordered = false
        for seed: UInt64 in [1, 2, 3, 42] {
            let shuffled = sample.simulatedParallelOrder(seed: seed)
            let lines = try Self.lines(shuffled)
            #expect(lines.sorted() == original.sorted(), "\(name), seed \(seed): not the same envelopes")
            reordered = reordered || lines != original
            #expect(
                shuffled.first?.meta != nil || sample.envelopes.first?.meta == nil, "\(name): the stream's start moved")
            #expect(
                shuffled.last?.testRunFinished != nil || sample.envelopes.last?.testRunFinished == nil,
                "\(name): testRunFinished is no longer last")
            for id in Set(sample.envelopes.compactMap(Self.attempt(of:))) {
                let before = try Self.lines(sample.envelopes.filter { Self.attempt(of: $0) == id })
                let after = try Self.lines(shuffled.filter { Self.attempt(of: $0) == id })
                #expect(after == before, "\(name), seed \(seed): test case \(id)'s messages changed order")
            }
        }
        let testCases = sample.envelopes.filter { $0.testCaseStarted != nil }.count
        if testCases > 3 { #expect(reordered, "\(name): no seed interleaved its \(testCases) test cases") }
    }

    @Test("the same seed gives the same order")
    func seedIsRepeatable() throws {
        let sample = try FormatterSample(named: "examples-tables", in: .junit)
        #expect(
            try Self.lines(sample.simulatedParallelOrder(seed: 7)) == Self.lines(sample.simulatedParallelOrder(seed: 7))
        )
    }
}
