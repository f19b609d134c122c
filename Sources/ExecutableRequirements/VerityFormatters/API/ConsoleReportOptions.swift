/// The options of the console reports (pretty, summary, progress): their theme and what they
/// leave out, the qualifiers of `pretty:plain:exclude-attachments` in `VERITY_FORMAT`.
///
/// ```swift
/// let options = ConsoleReportOptions(theme: .plain, excludeAttachments: true)
/// let console = ReportDestination(format: .pretty, options: options)
/// ```
public struct ConsoleReportOptions: Hashable, Sendable {
    /// The theme; `nil` chooses `cucumber` on a terminal without `NO_COLOR`, `plain` otherwise.
    public var theme: ReportTheme?
    /// Leaves attachments out of the pretty and summary reports (`exclude-attachments`).
    public var excludeAttachments: Bool
    /// Leaves the feature and rule lines out of the pretty report, whose scenarios then start
    /// at the margin (`exclude-features-and-rules`).
    public var excludeFeaturesAndRules: Bool

    /// Options with the theme chosen by the output, attachments, features and rules shown.
    public init(theme: ReportTheme? = nil, excludeAttachments: Bool = false, excludeFeaturesAndRules: Bool = false) {
        self.theme = theme
        self.excludeAttachments = excludeAttachments
        self.excludeFeaturesAndRules = excludeFeaturesAndRules
    }
}
