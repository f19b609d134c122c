/// The kinds of report Verity writes from a message stream. Later versions add formats:
/// compare with `==`, or give a `switch` a `default`.
///
/// The raw value is the name used in `VERITY_FORMAT` and `--format` (`junit:build/junit.xml`).
///
/// ```swift
/// let junit = ReportDestination(format: .junit, path: "build/junit.xml")
/// ReportFormat(rawValue: "html") == .html  // true
/// ```
public struct ReportFormat: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    enum Value: String, CaseIterable {
        case pretty, progress, junit, html, message, rerun, summary, json, usage, testng, teamcity
    }

    let value: Value

    init(_ value: Value) { self.value = value }

    /// The format named `rawValue` in `VERITY_FORMAT` (`junit`), or `nil` if there is none.
    public init?(rawValue: String) {
        guard let value = Value(rawValue: rawValue) else { return nil }
        self.value = value
    }

    /// The format's name in `VERITY_FORMAT` and `--format`.
    public var rawValue: String { value.rawValue }

    /// Same as ``rawValue``.
    public var description: String { rawValue }

    /// Every format, in the order `VERITY_FORMAT`'s help lists them.
    public static var allCases: [ReportFormat] { Value.allCases.map(ReportFormat.init) }

    /// Each scenario with its steps, status icons, `# file:line` comments, arguments,
    /// attachments and errors, as Cucumber's pretty formatter writes it; no summary (add
    /// ``summary``).
    public static let pretty = ReportFormat(.pretty)
    /// One character per step and hook (`.` `F` `A` `P` `-` `U`), as Cucumber's progress
    /// formatter writes it; no summary (add ``summary``).
    public static let progress = ReportFormat(.progress)
    /// JUnit XML as Cucumber's junit-xml-formatter writes it, for Jenkins, GitLab, CircleCI and
    /// GitHub Actions' test reporters; ``JUnitOptions`` chooses Verity's own layout instead.
    public static let junit = ReportFormat(.junit)
    /// One self-contained HTML page that opens offline.
    public static let html = ReportFormat(.html)
    /// The Cucumber Messages themselves, as NDJSON.
    public static let message = ReportFormat(.message)
    /// The failed scenarios as `uri:line`, one per line, to run again.
    public static let rerun = ReportFormat(.rerun)
    /// The scenarios that did not pass, the counts and durations and the snippets for undefined
    /// steps, as Cucumber's summary formatter writes it.
    public static let summary = ReportFormat(.summary)
    /// The legacy Cucumber JSON (an array of features), as cucumber-js writes it, for Jenkins'
    /// cucumber-reports, Xray and Allure.
    public static let json = ReportFormat(.json)
    /// Each step definition with the steps it matched and their durations, slowest first, then
    /// the unused definitions.
    public static let usage = ReportFormat(.usage)
    /// TestNG XML (`testng-results.xml`) as Cucumber's testng-xml-formatter writes it, for
    /// Jenkins' TestNG Results plugin and other TestNG tools.
    public static let testng = ReportFormat(.testng)
    /// TeamCity service messages (`##teamcity[testStarted …]`), as cucumber-jvm's `teamcity`
    /// plugin writes them, for TeamCity's build log and IntelliJ's test runner.
    public static let teamcity = ReportFormat(.teamcity)
}
