import CucumberMessages
import VeritySynchronization

/// Prints, at the end of the run, the failed scenarios with their failing step, snippets for
/// undefined steps and the totals.
final class SummaryFormatter: MessageFormatter {
    private let output: ReportOutput
    private let style: ConsoleStyle
    /// The world type named by the end-of-run snippet block, when the run knows it.
    private let snippetWorld: String?
    private let index = Locked(TestRunIndex())

    init(output: ReportOutput, style: ConsoleStyle, snippetWorld: String? = nil) {
        self.snippetWorld = snippetWorld
        self.output = output
        self.style = style
    }

    func receive(_ envelope: Envelope) {
        index.withLock { $0.add(envelope) }
    }

    func finish() throws {
        let text = index.withLock {
            SummaryText(index: $0, style: style, includeFailures: true, snippetWorld: snippetWorld).render()
        }
        try output.write(text)
        try output.close()
    }
}
