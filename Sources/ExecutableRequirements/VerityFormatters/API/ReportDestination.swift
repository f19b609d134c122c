/// One report to write: its format, where it goes, and for the console reports their options.
///
/// ```swift
/// let junit = ReportDestination(format: .junit, path: "build/junit.xml")
/// let console = ReportDestination(format: .pretty) // standard output
/// let plain = ReportDestination(format: .summary, options: ConsoleReportOptions(theme: .plain))
/// ```
public struct ReportDestination: Sendable, Equatable {
    /// What to write.
    public var format: ReportFormat
    /// The file to write; `nil` means standard output.
    public var path: String?
    /// How the ``ReportFormat/junit`` report is laid out and named (other formats ignore it).
    public var junit = JUnitOptions()
    /// The theme and exclusions of a console report (pretty, summary, progress); the other
    /// formats ignore them.
    public var options: ConsoleReportOptions

    /// Creates a destination; a `nil` path writes to standard output.
    public init(format: ReportFormat, path: String? = nil, options: ConsoleReportOptions = ConsoleReportOptions()) {
        self.format = format
        self.path = path
        self.options = options
    }
}
