import Foundation

/// Reads report settings such as `VERITY_FORMAT` and makes the formatters they name.
///
/// ```swift
/// let destinations = try ReportConfiguration.parse("junit:build/junit.xml,html:build/report.html,progress")
/// let formatters = try destinations.map(ReportConfiguration.makeFormatter(for:))
/// ```
public enum ReportConfiguration {
    /// Parses "junit:build/junit.xml,html:build/report.html,pretty:plain" (comma-separated
    /// entries `name[:qualifier]*[:path]`).
    ///
    /// A qualifier is an option the format accepts (pretty, summary and progress take a theme,
    /// `cucumber`, `plain` or `none`, and `exclude-attachments`; pretty also
    /// `exclude-features-and-rules`); what follows them is the path, up to the next comma
    /// (`summary:plain:build/summary.txt`). Spaces around entries are ignored. An entry
    /// without a path writes to standard output; at most one may, besides one summary. A `junit` entry
    /// may name its layout before the path (`junit:verity:build/junit.xml`, see
    /// ``JUnitOptions/Layout-swift.struct``).
    /// - Throws: ``ReportConfigurationError`` naming the column of the bad entry.
    public static func parse(_ text: String) throws -> [ReportDestination] {
        var destinations: [ReportDestination] = []
        var columns: [String: Int] = [:]
        var column = 1
        for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
            defer { column += entry.count + 1 }
            let leading = entry.prefix { $0 == " " || $0 == "\t" }.count
            let trimmed = entry.trimmingCharacters(in: .whitespaces)
            let entryColumn = column + leading
            guard !trimmed.isEmpty else {
                if text.trimmingCharacters(in: .whitespaces).isEmpty { return [] }
                throw ReportConfigurationError.emptyEntry(column: entryColumn)
            }
            let destination = try ReportEntry(Substring(trimmed), column: entryColumn).destination
            // NB: the summary writes once the run has finished, after anything a live console
            // report (pretty, progress) wrote, so one of each may share standard output.
            let key =
                destination.path
                ?? (destination.format == .summary ? "standard output (summary)" : "standard output")
            guard columns[key] == nil else {
                throw ReportConfigurationError.duplicatePath(
                    path: destination.path ?? "standard output", column: entryColumn)
            }
            columns[key] = entryColumn
            destinations.append(destination)
        }
        return destinations
    }

    /// A new formatter writing `destination`'s format to its file (created, with its folder,
    /// and truncated now) or to standard output.
    ///
    /// The HTML report is titled with the name of the package in the current folder (see
    /// ``ProjectName``), as the runner sees it under `swift test`.
    /// - Throws: ``ReportConfigurationError/cannotOpen(path:reason:)`` when the file cannot be
    ///   written.
    public static func makeFormatter(for destination: ReportDestination) throws -> any MessageFormatter {
        try makeFormatter(for: destination, snippetWorld: nil)
    }

    /// A new formatter writing `destination`'s format to its file or to standard output, the
    /// HTML report titled `title` (the project's name; `nil` keeps the generic "Verity report").
    /// - Throws: ``ReportConfigurationError/cannotOpen(path:reason:)`` when the file cannot be
    ///   written.
    public static func makeFormatter(for destination: ReportDestination, title: String?) throws -> any MessageFormatter
    {
        try makeFormatter(for: destination, title: title, issueURL: nil)
    }

    /// A new formatter as ``makeFormatter(for:title:)`` makes it, with `@issue:` tags linked by
    /// `issueURL` (`verity report --issue-url`), or by `VERITY_ISSUE_URL` when it is `nil`.
    package static func makeFormatter(for destination: ReportDestination, title: String?, issueURL: String?) throws
        -> any MessageFormatter
    {
        let output = try destination.path.map(ReportOutput.file(atPath:)) ?? .standardOutput()
        var environment = ProcessInfo.processInfo.environment
        if let issueURL { environment["VERITY_ISSUE_URL"] = issueURL }
        return makeFormatter(
            destination.format, output: output, environment: environment, title: title, options: destination.options,
            junit: destination.junit)
    }

    /// A new formatter for `destination` as a run writes it: the HTML report titled with the
    /// name of the package in the current folder (read only for that format). On standard
    /// output, which the run shares with the test framework's lines, the console summary's
    /// snippet block takes `snippetWorld`, the suite's world type (the runner knows it; a saved
    /// message stream does not), and the progress report is written a line at a time.
    ///
    /// A report written to a file is the one `verity report` renders from the run's message
    /// stream, byte for byte, however a parallel run interleaved its scenarios.
    package static func makeFormatter(for destination: ReportDestination, snippetWorld: String?) throws
        -> any MessageFormatter
    {
        let output = try destination.path.map(ReportOutput.file(atPath:)) ?? .standardOutput()
        // NB: only the HTML report has a title; the other formats never read the manifest.
        let title = destination.format == .html ? ProjectName.ofPackage() : nil
        let console = destination.path == nil
        return makeFormatter(
            destination.format, output: output, title: title, snippetWorld: console ? snippetWorld : nil,
            options: destination.options, junit: destination.junit, liveRun: console)
    }

    static func makeFormatter(
        _ format: ReportFormat, output: ReportOutput,
        environment: [String: String] = ProcessInfo.processInfo.environment, title: String? = nil,
        snippetWorld: String? = nil, options: ConsoleReportOptions = ConsoleReportOptions(),
        junit: JUnitOptions = JUnitOptions(), liveRun: Bool = false
    ) -> any MessageFormatter {
        let theme = ConsoleTheme(options.theme ?? ConsoleStyle(for: output, environment: environment).defaultTheme)
        switch format.value {
        case .pretty: return PrettyFormatter(output: output, theme: theme, options: options)
        case .progress:
            // NB: a live run shares the terminal with the test framework's lines (see ProgressFormatter).
            return ProgressFormatter(output: output, theme: theme, lineWidth: liveRun ? 80 : nil)
        case .summary:
            return SummaryFormatter(output: output, theme: theme, options: options, snippetWorld: snippetWorld)
        case .junit:
            return EndOfRunFormatter.junit(output: output, options: junit, issues: IssueTags(environment: environment))
        case .testng: return EndOfRunFormatter.testng(output: output)
        case .html:
            return EndOfRunFormatter.html(output: output, title: title, issues: IssueTags(environment: environment))
        case .message: return MessageStreamFormatter(output: output)
        case .rerun: return EndOfRunFormatter.rerun(output: output)
        case .json: return EndOfRunFormatter.json(output: output)
        case .usage: return EndOfRunFormatter.usage(output: output)
        case .teamcity: return TeamCityFormatter(output: output)
        }
    }
}
