import CucumberMessages

/// Writes JUnit XML at the end of the run (see ``JUnitDocument`` for the layout).
final class JUnitFormatter: MessageFormatter {
    private let output: ReportOutput
    private let index = Locked(TestRunIndex())

    init(output: ReportOutput) {
        self.output = output
    }

    func receive(_ envelope: Envelope) {
        index.withLock { $0.add(envelope) }
    }

    func finish() throws {
        let xml = index.withLock { JUnitDocument(index: $0).xmlString() }
        try output.write(xml)
        try output.close()
    }
}
