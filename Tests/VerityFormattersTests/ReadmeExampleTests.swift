import CucumberMessages
import Foundation
import TestFixtures
import Testing
import VerityFormatters

/// The reports example of Documentation/Parsing.md and Documentation/Requirements.md, run as
/// written (with the files in a temporary folder).
@Suite("README: reports example")
struct ReadmeExampleTests {
    @Test("parse a VERITY_FORMAT value, make its formatters, feed them a run, finish them")
    func formattersFromConfiguration() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verity-readme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("build/junit.xml").path
        let rerun = folder.appendingPathComponent("build/rerun.txt").path
        let envelopes = try Streams.envelopes("pending")

        let destinations = try ReportConfiguration.parse("junit:\(junit),rerun:\(rerun)")
        let formatters = try destinations.map(ReportConfiguration.makeFormatter(for:))
        for envelope in envelopes { formatters.forEach { $0.receive(envelope) } }
        try formatters.forEach { try $0.finish() }

        #expect(
            try String(contentsOfFile: junit, encoding: .utf8).contains(
                "<testsuite name=\"Cucumber\" time=\"0.017\" tests=\"3\" skipped=\"0\" failures=\"3\""))
        #expect(try String(contentsOfFile: rerun, encoding: .utf8).split(separator: "\n").count == 3)
    }
}
