import ConformanceSupport
import CucumberMessages
import Foundation
import Testing

@testable import VerityFormatters

/// cucumber/teamcity-formatter's acceptance test: each sample's stream, turned into TeamCity
/// service messages, is its `<sample>.log`, compared as upstream compares it (the texts equal
/// once every line break is removed), whatever order the test cases arrive in.
@Suite("TeamCity service messages match cucumber/teamcity-formatter", .conformanceData, .serialized)
struct TeamCityConformanceTests {
    /// Seeds of the simulated parallel orders tried for each sample.
    static let seeds: [UInt64] = [1, 2, 3]

    @Test("the conformance data holds the TeamCity samples")
    func samplesArePresent() {
        expectConformanceData()
        #expect(
            FormatterSample.names(in: .teamcity).count >= 35,
            "looked in \(FormatterSample.Suite.teamcity.samplesFolder.path)")
    }

    @Test("a sample's messages in file order are its expected log", arguments: FormatterSample.names(in: .teamcity))
    func fileOrder(name: String) throws {
        let sample = try FormatterSample(named: name, in: .teamcity)
        let expected = try #require(try sample.expected("log"), "\(name).log is missing")
        expectSameReport(Self.render(sample.envelopes), expected, "\(name) in file order")
    }

    @Test(
        "a sample's messages in a simulated parallel order are its expected log",
        arguments: FormatterSample.names(in: .teamcity)
    )
    func simulatedParallelOrder(name: String) throws {
        let sample = try FormatterSample(named: name, in: .teamcity)
        let expected = try #require(try sample.expected("log"), "\(name).log is missing")
        for seed in Self.seeds {
            let envelopes = sample.simulatedParallelOrder(seed: seed)
            expectSameReport(Self.render(envelopes), expected, "\(name) in simulated parallel order \(seed)")
        }
    }

    @Test("the simulated parallel orders do interleave the test cases of the samples that have several")
    func ordersDiffer() throws {
        let samples = try FormatterSample.all(in: .teamcity).filter {
            $0.envelopes.filter { $0.testCaseStarted != nil }.count > 1
        }
        #expect(!samples.isEmpty)
        for sample in samples {
            let reordered = Self.seeds.filter { sample.simulatedParallelOrder(seed: $0) != sample.envelopes }
            #expect(!reordered.isEmpty, "\(sample.name) keeps its file order in every seed")
        }
    }

    /// The report `ReportConfiguration` makes for `teamcity`, written to memory.
    static func render(_ envelopes: [Envelope]) -> String {
        let output = ReportOutput.memory()
        let formatter = ReportConfiguration.makeFormatter(.teamcity, output: output)
        for envelope in envelopes { formatter.receive(envelope) }
        do {
            try formatter.finish()
        } catch {
            Issue.record("finish() threw \(error)")
        }
        return output.text
    }

    /// Upstream's comparison (AssertJ's `isEqualToIgnoringNewLines`): equal once `\r` and `\n`
    /// are removed; a difference names the first message that differs.
    private func expectSameReport(
        _ actual: String, _ expected: String, _ context: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        func flattened(_ text: String) -> String { text.filter { $0 != "\n" && $0 != "\r" && $0 != "\r\n" } }
        guard flattened(actual) != flattened(expected) else { return }
        Issue.record(
            Comment(rawValue: "\(context):\n" + Self.firstDifference(actual, expected)), sourceLocation: sourceLocation)
    }

    /// The first message (line) where `actual` and `expected` differ, with its number.
    static func firstDifference(_ actual: String, _ expected: String) -> String {
        func messages(_ text: String) -> [String] {
            text.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }.map(String.init)
        }
        let got = messages(actual)
        let want = messages(expected)
        for number in 0..<max(got.count, want.count) {
            let gotLine = number < got.count ? got[number] : "(nothing)"
            let wantLine = number < want.count ? want[number] : "(nothing)"
            if gotLine != wantLine {
                return "message \(number + 1) of \(want.count) expected:\n  \(wantLine)\ngot:\n  \(gotLine)"
            }
        }
        return "the messages are the same but are split differently across lines"
    }
}
