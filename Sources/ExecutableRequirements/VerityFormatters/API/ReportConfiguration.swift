import Foundation

/// Reads report settings such as `VERITY_FORMAT` and makes the formatters they name.
///
/// ```swift
/// let destinations = try ReportConfiguration.parse("junit:build/junit.xml,html:build/report.html,progress")
/// let formatters = try destinations.map(ReportConfiguration.makeFormatter(for:))
/// ```
public enum ReportConfiguration {
    /// Parses "junit:build/junit.xml,html:build/report.html,progress" (name[:path], comma-separated).
    ///
    /// Spaces around entries are ignored; a path runs from the first `:` to the next comma.
    /// An entry without a path writes to standard output, and at most one may. A `junit` entry
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
            let name: String
            var path: String?
            if let colon = trimmed.firstIndex(of: ":") {
                name = String(trimmed[..<colon]).trimmingCharacters(in: .whitespaces)
                let rest = String(trimmed[trimmed.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
                guard !rest.isEmpty else { throw ReportConfigurationError.emptyEntry(column: entryColumn) }
                path = rest
            } else {
                name = trimmed
            }
            guard let format = ReportFormat(rawValue: name.lowercased()) else {
                throw ReportConfigurationError.unknownFormat(name: name, column: entryColumn)
            }
            var junit = JUnitOptions()
            if format == .junit, let qualified = path, let layout = JUnitOptions.Layout.qualifier(of: qualified) {
                junit.layout = layout.layout
                path = layout.path
            }
            let key = path ?? "standard output"
            guard columns[key] == nil else {
                throw ReportConfigurationError.duplicatePath(path: key, column: entryColumn)
            }
            columns[key] = entryColumn
            var destination = ReportDestination(format: format, path: path)
            destination.junit = junit
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
            destination.format, output: output, environment: environment, title: title, junit: destination.junit)
    }

    /// A new formatter for `destination` as a run writes it: the HTML report titled with the
    /// name of the package in the current folder (read only for that format), the console
    /// reports' snippet block taking `snippetWorld`, the suite's world type (the runner knows
    /// it; a saved message stream does not).
    package static func makeFormatter(for destination: ReportDestination, snippetWorld: String?) throws
        -> any MessageFormatter
    {
        let output = try destination.path.map(ReportOutput.file(atPath:)) ?? .standardOutput()
        // NB: only the HTML report has a title; the other formats never read the manifest.
        let title = destination.format == .html ? ProjectName.ofPackage() : nil
        return makeFormatter(
            destination.format, output: output, title: title, snippetWorld: snippetWorld, junit: destination.junit)
    }

    static func makeFormatter(
        _ format: ReportFormat, output: ReportOutput,
        environment: [String: String] = ProcessInfo.processInfo.environment, title: String? = nil,
        snippetWorld: String? = nil, junit: JUnitOptions = JUnitOptions()
    ) -> any MessageFormatter {
        let style = ConsoleStyle(for: output, environment: environment)
        switch format.value {
        case .pretty: return PrettyFormatter(output: output, style: style, snippetWorld: snippetWorld)
        case .progress: return ProgressFormatter(output: output, style: style, snippetWorld: snippetWorld)
        case .summary: return SummaryFormatter(output: output, style: style, snippetWorld: snippetWorld)
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
