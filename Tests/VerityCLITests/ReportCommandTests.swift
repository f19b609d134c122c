import Foundation
import TestFixtures
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

import VerityFormatters

@testable import VerityCLI

@Suite("verity report")
struct ReportCommandTests {
    @Test("--html, --junit and --rerun write their files from a saved stream")
    func writesReports() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verity-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let stream = Fixtures.streamURL("failures").path
        let html = folder.appendingPathComponent("out/report.html").path
        let junit = folder.appendingPathComponent("out/junit.xml").path
        let rerun = folder.appendingPathComponent("out/rerun.txt").path
        try ReportCommand.parse([stream, "--html", html, "--junit", junit, "--rerun", rerun]).run()
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        let xml = try XMLDocument(contentsOf: URL(fileURLWithPath: junit), options: [])
        #expect(xml.rootElement()?.name == "testsuite")
        let failed = try String(contentsOfFile: rerun, encoding: .utf8)
        #expect(failed.split(separator: "\n").allSatisfy { $0.hasPrefix("failures/failures.feature:") })
        #expect(!failed.isEmpty)
    }

    @Test("--testng writes TestNG XML, and the --junit-* options choose the JUnit layout, suite, class and naming")
    func writesTestNGAndJUnitOptions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verity-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let stream = Fixtures.streamURL("failures").path
        let testng = folder.appendingPathComponent("testng.xml").path
        let junit = folder.appendingPathComponent("junit.xml").path
        try ReportCommand.parse([
            stream, "--testng", testng, "--junit", junit, "--junit-suite-name", "Shop", "--junit-class-name", "Specs",
            "--junit-naming", "long",
        ]).run()
        #expect(
            try XMLDocument(contentsOf: URL(fileURLWithPath: testng), options: []).rootElement()?.name
                == "testng-results")
        let root = try #require(try XMLDocument(contentsOf: URL(fileURLWithPath: junit), options: []).rootElement())
        #expect(root.attribute(forName: "name")?.stringValue == "Shop")
        let cases = root.elements(forName: "testcase")
        #expect(!cases.isEmpty && cases.allSatisfy { $0.attribute(forName: "classname")?.stringValue == "Specs" })
        // NB: with one class name for all, the long naming puts each scenario's feature first.
        #expect(cases.allSatisfy { $0.attribute(forName: "name")?.stringValue?.contains(" - ") == true })

        try ReportCommand.parse([stream, "--junit", junit, "--junit-layout", "verity"]).run()
        #expect(
            try XMLDocument(contentsOf: URL(fileURLWithPath: junit), options: []).rootElement()?.name == "testsuites")
        #expect(throws: (any Error).self) {
            try ReportCommand.parse([stream, "--junit", junit, "--junit-naming", "tiny"])
        }
    }

    @Test("--title titles the HTML report with the project's name")
    func title() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verity-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = folder.appendingPathComponent("report.html").path
        try ReportCommand.parse([Fixtures.streamURL("failures").path, "--html", html, "--title", "Coffee"]).run()
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("<title>Coffee — Verity report</title>"))
        #expect(page.contains("<h1>Coffee</h1>"))
    }

    @Test("--json writes the Cucumber JSON and --usage the usage report, - printing it")
    func writesJSONAndUsage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verity-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let stream = Fixtures.streamURL("retry").path
        let json = folder.appendingPathComponent("out/cucumber.json").path
        let usage = folder.appendingPathComponent("out/usage.txt").path
        try ReportCommand.parse([stream, "--json", json, "--usage", usage]).run()
        let features =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [[String: Any]]
        #expect(features?.first?["uri"] as? String == "retry/retry.feature")
        #expect((features?.first?["elements"] as? [Any])?.count == 3, "one element per scenario, retries folded")
        let text = try String(contentsOfFile: usage, encoding: .utf8)
        #expect(text.hasPrefix("Pattern / Text"))
        #expect(text.contains("retry/retry.feature:7"))
        let printing = try ReportCommand.parse([stream, "--usage", "-", "--json", json]).destinations
        #expect(printing == [ReportDestination(format: .json, path: json), ReportDestination(format: .usage)])
    }

    @Test("- reads the stream from standard input")
    func readsStandardInput() throws {
        let pipe = Pipe()
        let stream = Fixtures.streamURL("retry")
        let data = try Data(contentsOf: stream)
        let writer = Thread {
            pipe.fileHandleForWriting.write(data)
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        let envelopes = try MessageStreamFile.read("-", standardInput: pipe.fileHandleForReading)
        #expect(envelopes.count == String(decoding: data, as: UTF8.self).split(separator: "\n").count)
        #expect(envelopes.last?.testRunFinished != nil)
    }

    @Test("with no report option the pretty report is chosen")
    func prettyByDefault() throws {
        #expect(try ReportCommand.parse(["a.ndjson"]).destinations.map(\.format) == [.pretty])
    }

    @Test("--theme and the exclusions reach the console reports, and an unknown theme is refused")
    func consoleOptions() throws {
        let command = try ReportCommand.parse([
            "a.ndjson", "--pretty", "--summary", "--theme", "none", "--exclude-attachments",
            "--exclude-features-and-rules",
        ])
        let options = ConsoleReportOptions(
            theme: ReportTheme.none, excludeAttachments: true, excludeFeaturesAndRules: true)
        #expect(
            command.destinations == [
                ReportDestination(format: .pretty, options: options),
                ReportDestination(format: .summary, options: options),
            ])
        #expect(throws: (any Error).self) { try ReportCommand.parse(["a.ndjson", "--theme", "dark"]) }
    }

    @Test("a stream that is not NDJSON messages fails with the file name")
    func badStream() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "verity-bad-\(UUID().uuidString).ndjson")
        try "{\"nonsense\": 1\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect {
            try ReportCommand.parse([file.path, "--rerun", "/dev/null"]).run()
        } throws: { error in
            "\(error)".contains(file.path)
        }
    }
}
