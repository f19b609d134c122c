import CucumberMessages
import VeritySynchronization

/// A report written once, when the run has finished: it indexes every message, then renders
/// the whole index into one text (the HTML page, the JUnit XML, the rerun list).
final class EndOfRunFormatter: MessageFormatter {
    private let output: ReportOutput
    private let render: @Sendable (TestRunIndex) -> String
    private let index = Locked(TestRunIndex())

    init(output: ReportOutput, render: @escaping @Sendable (TestRunIndex) -> String) {
        self.output = output
        self.render = render
    }

    func receive(_ envelope: Envelope) {
        index.withLock { $0.add(envelope) }
    }

    func finish() throws {
        let text = index.withLock { render($0) }
        try output.write(text)
        try output.close()
    }
}

extension EndOfRunFormatter {
    /// One self-contained HTML page (see ``HTMLReport``), titled with the project's name when
    /// there is one.
    static func html(output: ReportOutput, title: String? = nil, issues: IssueTags = IssueTags()) -> EndOfRunFormatter {
        EndOfRunFormatter(output: output) { HTMLReport(index: $0, title: title, issues: issues).render() }
    }

    /// JUnit XML in Cucumber's layout (see ``CucumberJUnitDocument``) or, when `options` say
    /// so, Verity's (see ``JUnitDocument``).
    static func junit(
        output: ReportOutput, options: JUnitOptions = JUnitOptions(), issues: IssueTags = IssueTags()
    ) -> EndOfRunFormatter {
        if options.layout == .verity {
            return EndOfRunFormatter(output: output) {
                JUnitDocument(index: $0, issues: issues, surefireReruns: options.surefireReruns).xmlString()
            }
        }
        return EndOfRunFormatter(output: output) { CucumberJUnitDocument(index: $0, options: options).xmlString() }
    }

    /// TestNG XML as Cucumber's testng-xml-formatter writes it (see ``TestNGDocument``).
    static func testng(output: ReportOutput) -> EndOfRunFormatter {
        EndOfRunFormatter(output: output) { TestNGDocument(index: $0).xmlString() }
    }

    /// The legacy Cucumber JSON (see ``CucumberJSONReport``).
    static func json(output: ReportOutput) -> EndOfRunFormatter {
        EndOfRunFormatter(output: output) { CucumberJSONReport(index: $0).render() }
    }

    /// Step definitions with the steps they matched and their durations (see ``UsageReport``).
    static func usage(output: ReportOutput) -> EndOfRunFormatter {
        EndOfRunFormatter(output: output) { UsageReport(index: $0).render() }
    }

    /// The failed scenarios as `uri:line`, one per line, in the order they ran, for
    /// `VERITY_LOCATIONS` or `verity run --location` to run them again.
    ///
    /// A scenario counts as failed when its final attempt failed in strict terms (failed,
    /// ambiguous, undefined or pending); a scenario that passed on a retry is not listed.
    static func rerun(output: ReportOutput) -> EndOfRunFormatter {
        EndOfRunFormatter(output: output) { index in
            var seen = Set<String>()
            return index.finalScenarioReports
                .filter { $0.status.isFailure }
                .map(\.location)
                .filter { seen.insert($0).inserted }
                .map { $0 + "\n" }
                .joined()
        }
    }
}
