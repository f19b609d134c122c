import ConformanceSupport
import CucumberMessages
import Foundation
import Testing

@testable import VerityFormatters

/// The console reports against the official pretty-formatter's acceptance data: every sample's
/// `<sample>.<variant>.<report>.log`, compared exactly (as upstream's JavaScript suite does), in
/// the stream's order and in simulated parallel orders.
@Suite("The console reports write what Cucumber's pretty-formatter writes", .conformanceData)
struct ConsoleConformanceTests {
    /// The seeds of the simulated parallel orders each sample is also replayed in.
    static let parallelSeeds: [UInt64] = [1, 2, 3]

    static let prettyVariants: [(String, ConsoleReportOptions)] = [
        ("cucumber", ConsoleReportOptions(theme: .cucumber)),
        ("plain", ConsoleReportOptions(theme: .plain)),
        ("none", ConsoleReportOptions(theme: ReportTheme.none)),
        ("exclude-features-and-rules", ConsoleReportOptions(theme: ReportTheme.none, excludeFeaturesAndRules: true)),
        ("exclude-attachments", ConsoleReportOptions(theme: ReportTheme.none, excludeAttachments: true)),
    ]
    static let summaryVariants: [(String, ConsoleReportOptions)] = [
        ("cucumber", ConsoleReportOptions(theme: .cucumber)),
        ("plain", ConsoleReportOptions(theme: .plain)),
        ("exclude-attachments", ConsoleReportOptions(theme: .plain, excludeAttachments: true)),
    ]
    static let progressVariants: [(String, ConsoleReportOptions)] = [
        ("cucumber", ConsoleReportOptions(theme: .cucumber)),
        ("plain", ConsoleReportOptions(theme: .plain)),
    ]

    @Test("the data is there") func dataIsPresent() { expectConformanceData() }

    @Test("pretty matches every sample in each theme and option, however the test cases interleave")
    func pretty() throws {
        try compare(.pretty, "pretty", Self.prettyVariants)
    }

    @Test("summary matches every sample in each theme and option, however the test cases interleave")
    func summary() throws {
        try compare(.summary, "summary", Self.summaryVariants)
    }

    @Test("progress matches every sample in each theme, however the test cases interleave")
    func progress() throws {
        try compare(.progress, "progress", Self.progressVariants)
    }

    @Test("pretty or progress with the summary is the two reports one after the other")
    func withSummary() throws {
        for sample in try FormatterSample.all(in: .pretty) {
            for report in ["pretty", "progress"] {
                guard let first = try sample.expected("plain.\(report).log"),
                    let second = try sample.expected("plain.summary.log")
                else { continue }
                let options = ConsoleReportOptions(theme: .plain)
                let formats: [ReportFormat] = [report == "pretty" ? .pretty : .progress, .summary]
                let actual = try Self.render(formats, sample.envelopes, options: options)
                Self.expectSame(actual, first + second, "\(sample.name) \(report) + summary")
            }
        }
    }

    private func compare(_ format: ReportFormat, _ report: String, _ variants: [(String, ConsoleReportOptions)])
        throws
    {
        let samples = try FormatterSample.all(in: .pretty)
        #expect(!samples.isEmpty)
        for (variant, options) in variants {
            var compared = 0
            for sample in samples {
                guard let expected = try sample.expected("\(variant).\(report).log") else { continue }
                compared += 1
                let inOrder = try Self.render([format], sample.envelopes, options: options)
                Self.expectSame(inOrder, expected, "\(sample.name).\(variant).\(report).log")
                for seed in Self.parallelSeeds {
                    let parallel = try Self.render(
                        [format], sample.simulatedParallelOrder(seed: seed), options: options)
                    Self.expectSame(
                        parallel, expected, "\(sample.name).\(variant).\(report).log, parallel order \(seed)")
                }
            }
            #expect(compared > 0, "no sample has a \(variant).\(report).log")
        }
    }

    /// What `formats` write, one after the other, to one output, as `verity report` prints them.
    static func render(_ formats: [ReportFormat], _ envelopes: [Envelope], options: ConsoleReportOptions) throws
        -> String
    {
        let output = ReportOutput.memory(isTerminal: false)
        let formatters = formats.map {
            ReportConfiguration.makeFormatter($0, output: output, environment: [:], options: options)
        }
        for envelope in envelopes {
            for formatter in formatters { formatter.receive(envelope) }
        }
        for formatter in formatters { try formatter.finish() }
        return output.text
    }

    /// Records the first line where `actual` and `expected` differ (after CRLF→LF), with the
    /// lines around it, escapes made visible.
    static func expectSame(
        _ actual: String, _ expected: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected = expected.replacingOccurrences(of: "\r\n", with: "\n")
        guard actual != expected else { return }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actualLines.count, expectedLines.count)
        func show(_ lines: [Substring], _ at: Int) -> String {
            guard at < lines.count else { return "(end of text)" }
            return "\"" + lines[at].replacingOccurrences(of: "\u{1B}", with: "\\e") + "\""
        }
        Issue.record(
            """
            \(name) differs at line \(line + 1) (of \(expectedLines.count) expected, \(actualLines.count) written):
              expected: \(show(expectedLines, line))
              written:  \(show(actualLines, line))
            """, sourceLocation: sourceLocation)
    }
}
