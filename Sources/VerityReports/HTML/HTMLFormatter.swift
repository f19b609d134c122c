import CucumberMessages

/// Writes one self-contained HTML page at the end of the run (see ``HTMLReport``).
final class HTMLFormatter: MessageFormatter {
    private let output: ReportOutput
    private let index = Locked(TestRunIndex())

    init(output: ReportOutput) {
        self.output = output
    }

    func receive(_ envelope: Envelope) {
        index.withLock { $0.add(envelope) }
    }

    func finish() throws {
        let html = index.withLock { HTMLReport(index: $0).render() }
        try output.write(html)
        try output.close()
    }
}
