import ConformanceSupport
import Foundation
import TestFixtures
import Testing
import VerityFormatters

@testable import VerityCLI

@Suite("verity report --teamcity")
struct ReportCommandTeamCityTests {
    @Test("--teamcity writes TeamCity service messages to a file, and - prints them")
    func destinations() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verity-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out/teamcity.log").path
        try ReportCommand.parse([Fixtures.streamURL("retry").path, "--teamcity", path]).run()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.first?.hasPrefix("##teamcity[enteredTheMatrix timestamp = '") == true)
        #expect(lines.last?.hasSuffix("name = 'Cucumber']") == true)
        #expect(lines.allSatisfy { $0.hasPrefix("##teamcity[") })
        let printing = try ReportCommand.parse(["a.ndjson", "--teamcity", "-"]).destinations
        #expect(printing == [ReportDestination(format: .teamcity)])
    }

    @Test("VERITY_FORMAT names it teamcity, with or without a path")
    func environmentName() throws {
        #expect(
            try ReportConfiguration.parse("teamcity,junit:build/junit.xml,teamcity:build/teamcity.log") == [
                ReportDestination(format: .teamcity), ReportDestination(format: .junit, path: "build/junit.xml"),
                ReportDestination(format: .teamcity, path: "build/teamcity.log"),
            ])
    }

    @Test(
        "on every shared sample it writes the official formatter's expected log",
        .conformanceData, arguments: FormatterSample.names(in: .teamcity)
    )
    func matchesUpstream(name: String) throws {
        let sample = try FormatterSample(named: name, in: .teamcity)
        let expected = try #require(try sample.expected("log"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verity-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("teamcity.log").path
        let stream = sample.suite.samplesFolder.appendingPathComponent("\(name).ndjson").path
        try ReportCommand.parse([stream, "--teamcity", path]).run()
        let written = try String(contentsOfFile: path, encoding: .utf8)
        func flattened(_ text: String) -> String { text.filter { $0 != "\n" && $0 != "\r" && $0 != "\r\n" } }
        #expect(flattened(written) == flattened(expected), "\(name): verity report --teamcity differs from \(name).log")
    }
}
