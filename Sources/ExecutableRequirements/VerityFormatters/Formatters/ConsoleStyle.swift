import Foundation

/// Whether a console report may colour its output: on a terminal when `NO_COLOR` is unset,
/// never in a file, a pipe or a CI log that does not want escapes.
struct ConsoleStyle {
    let colored: Bool

    /// Colours when `output` is a terminal and the environment has no `NO_COLOR`
    /// (https://no-color.org: any value, even empty, turns colours off).
    init(for output: ReportOutput, environment: [String: String] = ProcessInfo.processInfo.environment) {
        colored = output.isTerminal && environment["NO_COLOR"] == nil
    }

    init(colored: Bool) {
        self.colored = colored
    }

    /// The theme of a console report that names none: `cucumber` where colours are welcome,
    /// `plain` (the same icons, no escapes) elsewhere.
    var defaultTheme: ReportTheme { colored ? .cucumber : .plain }
}
