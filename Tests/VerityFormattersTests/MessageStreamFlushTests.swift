import CucumberMessages
import Foundation
import Testing

@testable import VerityFormatters

@Suite("The message stream as the run goes")
struct MessageStreamFlushTests {
    @Test("a step's start is on disk before the step runs, so a crash in it leaves a stream that names it")
    func stepStartIsWrittenAtOnce() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flush-\(UUID().uuidString).ndjson")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let formatter = MessageStreamFormatter(output: try ReportOutput.file(atPath: path))
        let time = Timestamp(seconds: 1, nanos: 0)
        formatter.receive(Envelope(testRunStarted: TestRunStarted(timestamp: time, id: "run")))
        formatter.receive(
            Envelope(testCaseStarted: TestCaseStarted(attempt: 0, id: "c1", testCaseId: "t1", timestamp: time)))
        formatter.receive(
            Envelope(testStepStarted: TestStepStarted(testCaseStartedId: "c1", testStepId: "s1", timestamp: time)))
        // NB: no finish(): the process could die here.
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.split(separator: "\n").count == 3)
        #expect(written.contains("\"testStepStarted\""))
        try formatter.finish()
    }
}
