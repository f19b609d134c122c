import Foundation
import TestFixtures
import Testing

import CucumberMessages

@testable import VerityCLI

/// A runner whose process dies mid-run leaves a stream with no `testRunFinished`; the reports
/// rebuilt from it must say the run was cut off, and where, not show a clean run.
@Suite("A cut-off message stream")
struct CutOffRunTests {
    /// Writes the `arguments` fixture stream, up to and including its last step's start, to
    /// `file`: what a runner that died in that step leaves.
    static func writeCutStream(to file: URL) throws {
        let lines = try String(contentsOf: Fixtures.streamURL("arguments"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let last = try #require(lines.lastIndex { $0.hasPrefix("{\"testStepStarted\"") })
        try (lines[...last].joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    }

    static func cutStream() throws -> [Envelope] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cut-\(UUID().uuidString).ndjson")
        defer { try? FileManager.default.removeItem(at: file) }
        try writeCutStream(to: file)
        return try MessageStreamFile.read(file.path)
    }

    @Test("names the scenario and step that were running, and closes the run as failed")
    func namesWhatWasRunning() throws {
        let envelopes = try Self.cutStream()
        let cutOff = try #require(CutOffRun(envelopes))
        #expect(cutOff.running.count == 1)
        #expect(cutOff.running.first?.step != nil)
        #expect(cutOff.summary.contains("cut off"))
        #expect(cutOff.summary.contains("arguments/arguments.feature"))
        let finished = cutOff.closing.compactMap(\.testRunFinished)
        #expect(finished.count == 1 && finished.first?.success == false)
        #expect(cutOff.closing.compactMap(\.testStepFinished).first?.testStepResult.status == .failed)
    }

    @Test("a complete stream is not cut off")
    func completeStream() throws {
        #expect(CutOffRun(try MessageStreamFile.read(Fixtures.streamURL("arguments").path)) == nil)
    }

    @Test("verity report lists the cut-off scenario as failed, with the reason in JUnit")
    func reportsShowIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verity-cut-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stream = folder.appendingPathComponent("cut.ndjson")
        try Self.writeCutStream(to: stream)
        let rerun = folder.appendingPathComponent("rerun.txt").path
        let junit = folder.appendingPathComponent("junit.xml").path
        try ReportCommand.parse([stream.path, "--rerun", rerun, "--junit", junit]).run()
        #expect(try String(contentsOfFile: rerun, encoding: .utf8).contains("arguments/arguments.feature:"))
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("the run was cut off here"))
    }
}
