import CucumberMessages

/// How a console report paints its text, the official pretty-formatter's themes: `cucumber`
/// (ANSI colours and status icons), `plain` (icons, no escapes) and `none` (neither).
///
/// NB: each style wraps its text in the opening and the closing escape of that attribute alone
/// (bold closes with 22, a colour with 39), as Node's `styleText` does, so a location painted
/// inside a coloured step ends exactly where the official report ends it.
struct ConsoleTheme: Sendable {
    let theme: ReportTheme

    init(_ theme: ReportTheme) { self.theme = theme }

    /// Whether text is painted at all.
    var isColoured: Bool { theme == .cucumber }

    /// Whether steps start with a status icon.
    var hasStatusIcons: Bool { theme != .none }

    /// The bullet of the list of ambiguous step definitions; a space in the `none` theme.
    var bullet: String {
        switch theme.value {
        case .cucumber: "•"
        case .plain: "-"
        case .none: " "
        }
    }

    /// `text` in the colour of `status`, each line on its own when `eachLine`.
    func status(_ text: String, _ status: TestStepResultStatus, eachLine: Bool = false) -> String {
        let code = Self.colourCode(status)
        guard eachLine else { return paint(text, open: code, close: 39) }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { paint(String($0), open: code, close: 39) }
            .joined(separator: "\n")
    }

    /// `text` in bold, for keywords.
    func bold(_ text: String) -> String { paint(text, open: 1, close: 22) }

    /// `text` in grey, for `# file:line` comments.
    func location(_ text: String) -> String { paint(text, open: 90, close: 39) }

    /// `text` in blue, for attachments.
    func attachment(_ text: String) -> String { paint(text, open: 34, close: 39) }

    /// The icon before a step of `status`.
    func icon(_ status: TestStepResultStatus) -> String {
        switch status {
        case .passed: "✔"
        case .failed, .ambiguous: "✘"
        case .pending, .undefined: "■"
        case .skipped: "↷"
        case .unknown: " "
        }
    }

    /// The progress report's character for `status`.
    func progress(_ status: TestStepResultStatus) -> String {
        guard theme != .none else { return " " }
        return self.status(String(status.progressCharacter), status)
    }

    private func paint(_ text: String, open: Int, close: Int) -> String {
        guard isColoured else { return text }
        return "\u{1B}[\(open)m\(text)\u{1B}[\(close)m"
    }

    private static func colourCode(_ status: TestStepResultStatus) -> Int {
        switch status {
        case .passed: 32
        case .failed: 31
        case .skipped: 33
        case .pending: 36
        case .undefined: 34
        case .ambiguous: 35
        case .unknown: 90
        }
    }
}
