/// How the console reports (pretty, summary, progress) look, as the official Cucumber
/// pretty-formatter's themes do. Later versions may add themes: compare with `==`, or give a
/// `switch` a `default`.
///
/// ```swift
/// ReportTheme(rawValue: "plain") == .plain  // true
/// let console = ReportDestination(format: .pretty, options: ConsoleReportOptions(theme: .none))
/// ```
public struct ReportTheme: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    enum Value: String, CaseIterable {
        case cucumber, plain, none
    }

    let value: Value

    init(_ value: Value) { self.value = value }

    /// The theme named `rawValue` in `VERITY_FORMAT` and `--theme` (`plain`), or `nil`.
    public init?(rawValue: String) {
        guard let value = Value(rawValue: rawValue) else { return nil }
        self.value = value
    }

    /// The theme's name in `VERITY_FORMAT` and `--theme`.
    public var rawValue: String { value.rawValue }

    /// Same as ``rawValue``.
    public var description: String { rawValue }

    /// Every theme.
    public static var allCases: [ReportTheme] { Value.allCases.map(ReportTheme.init) }

    /// ANSI colours and status icons (`✔ ✘ ■ ↷`), the default on a terminal.
    public static let cucumber = ReportTheme(.cucumber)
    /// Status icons without ANSI escapes, the default in a pipe, a file or with `NO_COLOR`.
    public static let plain = ReportTheme(.plain)
    /// Neither colours nor icons.
    public static let none = ReportTheme(.none)
}
