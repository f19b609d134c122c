import CucumberMessages
import VeritySynchronization

/// Prints, once the run has finished, the summary the official Cucumber pretty-formatter
/// writes (see ``SummaryReport``).
final class SummaryFormatter: MessageFormatter {
    private let output: ReportOutput
    private let theme: ConsoleTheme
    private let options: ConsoleReportOptions
    /// The world type named by the end-of-run snippet block, when the run knows it.
    private let snippetWorld: String?
    private let index = Locked(TestRunIndex())

    init(
        output: ReportOutput, theme: ConsoleTheme, options: ConsoleReportOptions = ConsoleReportOptions(),
        snippetWorld: String? = nil
    ) {
        self.snippetWorld = snippetWorld
        self.output = output
        self.theme = theme
        self.options = options
    }

    func receive(_ envelope: Envelope) {
        index.withLock { $0.add(envelope) }
    }

    func finish() throws {
        let text = index.withLock {
            SummaryReport(
                index: $0, theme: theme, includeAttachments: !options.excludeAttachments, snippetWorld: snippetWorld
            ).render()
        }
        try output.write(text)
        try output.close()
    }
}
