import Foundation
import Testing

@testable import VerityFormatters

@Suite("ReportConfiguration.parse")
struct ReportConfigurationTests {
    @Test("name[:path] entries, comma-separated, give destinations in order; no path means standard output")
    func parsesEntries() throws {
        let destinations = try ReportConfiguration.parse("junit:build/junit.xml, html:build/report.html,progress")
        #expect(
            destinations == [
                ReportDestination(format: .junit, path: "build/junit.xml"),
                ReportDestination(format: .html, path: "build/report.html"),
                ReportDestination(format: .progress, path: nil),
            ])
    }

    @Test("every format name is accepted", arguments: ReportFormat.allCases)
    func acceptsEveryFormat(format: ReportFormat) throws {
        #expect(
            try ReportConfiguration.parse("\(format.rawValue):out/file") == [
                ReportDestination(format: format, path: "out/file")
            ])
    }

    @Test("a junit entry may name its layout before the path: junit:verity:FILE, or junit:verity for standard output")
    func junitLayoutQualifier() throws {
        let destinations = try ReportConfiguration.parse("junit:verity:build/junit.xml, testng:build/testng.xml")
        #expect(destinations.map(\.format) == [.junit, .testng])
        #expect(destinations.map(\.path) == ["build/junit.xml", "build/testng.xml"])
        #expect(destinations.map(\.junit.layout) == [.verity, .cucumber])
        let console = try #require(try ReportConfiguration.parse("junit:verity").first)
        #expect(console.path == nil && console.junit.layout == .verity)
        #expect(try ReportConfiguration.parse("junit:build/verity.xml").first?.junit.layout == .cucumber)
    }

    @Test("a path keeps everything after the first colon")
    func pathMayContainColons() throws {
        #expect(
            try ReportConfiguration.parse("message:C:/reports/run.ndjson") == [
                ReportDestination(format: .message, path: "C:/reports/run.ndjson")
            ])
    }

    @Test("an empty or blank configuration asks for no reports")
    func emptyMeansNone() throws {
        #expect(try ReportConfiguration.parse("").isEmpty)
        #expect(try ReportConfiguration.parse("  ").isEmpty)
    }

    @Test("an unknown format is a typed error naming it and its column")
    func unknownFormat() {
        #expect(throws: ReportConfigurationError.unknownFormat(name: "xunit", column: 8)) {
            try ReportConfiguration.parse("junit, xunit:a.xml")
        }
    }

    @Test("an empty entry or an empty path is a typed error with its column")
    func emptyEntries() {
        #expect(throws: ReportConfigurationError.emptyEntry(column: 7)) {
            try ReportConfiguration.parse("junit,,html:a")
        }
        #expect(throws: ReportConfigurationError.emptyEntry(column: 1)) { try ReportConfiguration.parse("junit:") }
    }

    @Test("two reports to one file, or two to standard output, are rejected")
    func duplicateDestinations() {
        #expect(throws: ReportConfigurationError.duplicatePath(path: "a.xml", column: 13)) {
            try ReportConfiguration.parse("junit:a.xml,html:a.xml")
        }
        #expect(throws: ReportConfigurationError.duplicatePath(path: "standard output", column: 8)) {
            try ReportConfiguration.parse("pretty,progress")
        }
        #expect(throws: ReportConfigurationError.duplicatePath(path: "standard output", column: 8)) {
            try ReportConfiguration.parse("pretty,pretty:plain")
        }
    }

    @Test("the summary may share standard output with pretty or progress, which write before it")
    func summaryBesideALiveReport() throws {
        let destinations = try ReportConfiguration.parse("pretty,summary")
        #expect(destinations.map(\.format) == [.pretty, .summary])
        #expect(throws: ReportConfigurationError.duplicatePath(path: "standard output", column: 9)) {
            try ReportConfiguration.parse("summary,summary:plain")
        }
    }

    @Test("console entries take a theme and exclusions before their path: name[:qualifier]*[:path]")
    func qualifiers() throws {
        let destinations = try ReportConfiguration.parse(
            "pretty:plain,summary:plain:build/summary.txt,progress:none:exclude-attachments:p.txt,junit:build/junit.xml"
        )
        #expect(destinations[0] == ReportDestination(format: .pretty, options: ConsoleReportOptions(theme: .plain)))
        #expect(
            destinations[1]
                == ReportDestination(
                    format: .summary, path: "build/summary.txt", options: ConsoleReportOptions(theme: .plain)))
        #expect(
            destinations[2]
                == ReportDestination(
                    format: .progress, path: "p.txt",
                    options: ConsoleReportOptions(theme: ReportTheme.none, excludeAttachments: true)))
        #expect(destinations[3] == ReportDestination(format: .junit, path: "build/junit.xml"))
        let pretty = try ReportConfiguration.parse("pretty:none:exclude-features-and-rules:exclude-attachments")
        #expect(
            pretty[0].options
                == ConsoleReportOptions(
                    theme: ReportTheme.none, excludeAttachments: true, excludeFeaturesAndRules: true))
    }

    @Test("a format without options keeps everything after its first colon as the path")
    func pathsOfOtherFormats() throws {
        #expect(try ReportConfiguration.parse("html:plain")[0].path == "plain")
        #expect(try ReportConfiguration.parse("junit:C:/reports/junit.xml")[0].path == "C:/reports/junit.xml")
    }

    @Test("an unknown option, one its format does not take, or a second theme is a typed error at its column")
    func badQualifiers() {
        #expect(throws: ReportConfigurationError.badQualifier("plian", format: .pretty, column: 21)) {
            try ReportConfiguration.parse("junit:a.xml, pretty:plian")
        }
        #expect(
            throws: ReportConfigurationError.badQualifier("exclude-features-and-rules", format: .summary, column: 9)
        ) {
            try ReportConfiguration.parse("summary:exclude-features-and-rules")
        }
        #expect(throws: ReportConfigurationError.badQualifier("none", format: .pretty, column: 14)) {
            try ReportConfiguration.parse("pretty:plain:none")
        }
        let description = "\(ReportConfigurationError.badQualifier("plian", format: .pretty, column: 8))"
        #expect(
            description.hasPrefix("column 8: unknown option 'plian' for pretty (expected one of: cucumber, plain, none")
        )
    }

    @Test("error descriptions name the column and list the valid formats")
    func errorDescriptions() {
        let text = ReportConfigurationError.unknownFormat(name: "xunit", column: 7).description
        #expect(text.contains("column 7") && text.contains("xunit") && text.contains("junit"))
    }

    @Test("makeFormatter writes to a file, creating missing folders")
    func writesFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "verity-reports-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("nested/rerun.txt").path
        let formatter = try ReportConfiguration.makeFormatter(for: ReportDestination(format: .rerun, path: path))
        for envelope in try Streams.envelopes("pending") { formatter.receive(envelope) }
        try formatter.finish()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.split(separator: "\n").map { $0.split(separator: ":").last } == ["4", "7", "11"], "\(text)")
    }

    @Test("the runner's HTML report is titled with the name of the package it runs in")
    func htmlTitledWithPackage() throws {
        // NB: under `swift test` the current folder is inside this repository, whose manifest names it.
        let name = try #require(ProjectName.ofPackage())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "verity-reports-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("report.html").path
        let formatter = try ReportConfiguration.makeFormatter(for: ReportDestination(format: .html, path: path))
        for envelope in try Streams.envelopes("pending") { formatter.receive(envelope) }
        try formatter.finish()
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("<h1>\(name)</h1>"))
    }

    @Test("a report path that is a symbolic link is written through, never replaced (as /dev/stdout must be)")
    func writesThroughSymbolicLinks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "verity-reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.txt").path
        let link = folder.appendingPathComponent("link.txt").path
        try "old contents that are longer\n".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let formatter = try ReportConfiguration.makeFormatter(for: ReportDestination(format: .rerun, path: link))
        for envelope in try Streams.envelopes("ambiguous") { formatter.receive(envelope) }
        try formatter.finish()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "ambiguous/ambiguous.feature:3\n")
    }

    @Test("makeFormatter reports a file that cannot be created as cannotOpen")
    func unwritablePath() {
        #expect(throws: ReportConfigurationError.self) {
            try ReportConfiguration.makeFormatter(
                for: ReportDestination(format: .junit, path: "/proc/verity/junit.xml"))
        }
    }
}
