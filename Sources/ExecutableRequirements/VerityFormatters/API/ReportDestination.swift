/// One report to write: its format and where it goes.
///
/// ```swift
/// let junit = ReportDestination(format: .junit, path: "build/junit.xml")
/// let console = ReportDestination(format: .pretty) // standard output
/// ```
public struct ReportDestination: Sendable, Equatable {
    /// What to write.
    public var format: ReportFormat
    /// The file to write; `nil` means standard output.
    public var path: String?
    /// How the ``ReportFormat/junit`` report is laid out and named (other formats ignore it).
    public var junit = JUnitOptions()

    /// Creates a destination; a `nil` path writes to standard output.
    public init(format: ReportFormat, path: String? = nil) {
        self.format = format
        self.path = path
    }
}
