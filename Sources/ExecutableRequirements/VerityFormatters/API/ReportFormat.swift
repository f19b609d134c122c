/// The kinds of report Verity writes from a message stream.
///
/// The raw value is the name used in `VERITY_FORMAT` and `--format` (`junit:build/junit.xml`).
public enum ReportFormat: String, Sendable, CaseIterable {
    /// Features, scenarios and steps with their status, locations, errors and snippets.
    case pretty
    /// One character per step (`.` `F` `U` `P` `-` `A` `?`), then the summary.
    case progress
    /// JUnit XML, as GitHub Actions, GitLab and Jenkins read it.
    case junit
    /// One self-contained HTML page that opens offline.
    case html
    /// The Cucumber Messages themselves, as NDJSON.
    case message
    /// The failed scenarios as `uri:line`, one per line, to run again.
    case rerun
    /// Failures, snippets for undefined steps and the totals, without per-step output.
    case summary
    /// The legacy Cucumber JSON (an array of features), as cucumber-js writes it, for Jenkins'
    /// cucumber-reports, Xray and Allure.
    case json
    /// Each step definition with the steps it matched and their durations, slowest first, then
    /// the unused definitions.
    case usage
}
