import CucumberMessages
import Foundation

/// Colours for console reports: ANSI escapes on a terminal when `NO_COLOR` is unset, plain text
/// otherwise (files, pipes, CI logs that do not want them).
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

    /// `text` in the colour of `status`.
    func paint(_ text: String, _ status: TestStepResultStatus) -> String {
        paint(text, code: Self.code(for: status))
    }

    /// `text` in grey, for locations and other secondary details.
    func dim(_ text: String) -> String { paint(text, code: "90") }

    /// `text` in bold, for keywords.
    func bold(_ text: String) -> String { paint(text, code: "1") }

    private func paint(_ text: String, code: String) -> String {
        guard colored, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    private static func code(for status: TestStepResultStatus) -> String {
        switch status {
        case .passed: "32"
        case .failed, .ambiguous: "31"
        case .undefined, .pending: "33"
        case .skipped: "36"
        case .unknown: "90"
        }
    }

    /// The symbol the pretty report puts before a step.
    static func symbol(for status: TestStepResultStatus) -> String {
        switch status {
        case .passed: "✔"
        case .failed: "✘"
        case .skipped: "↷"
        case .pending: "■"
        case .undefined: "?"
        case .ambiguous: "✘"
        case .unknown: "·"
        }
    }
}
