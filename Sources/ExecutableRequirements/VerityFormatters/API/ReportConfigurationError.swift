/// A report configuration such as `VERITY_FORMAT` that cannot be used.
///
/// `column` is the 1-based character position in the configuration text where the bad entry
/// starts, so a message can point at it.
public enum ReportConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name before `:` is not one of ``ReportFormat``.
    case unknownFormat(name: String, column: Int)
    /// An entry is empty (`"junit,,html"`) or has an empty path (`"junit:"`).
    case emptyEntry(column: Int)
    /// Two entries write to the same file, or more than one writes to standard output in a
    /// way that would interleave (only one of pretty/progress/summary may share the terminal).
    case duplicatePath(path: String, column: Int)
    /// The report file could not be opened for writing.
    case cannotOpen(path: String, reason: String)

    /// A one-line explanation naming the entry and its column.
    public var description: String {
        let formats = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        switch self {
        case .unknownFormat(let name, let column):
            return "column \(column): unknown report format '\(name)' (expected one of: \(formats))"
        case .emptyEntry(let column):
            return "column \(column): empty report entry (expected name[:path], e.g. junit:build/junit.xml)"
        case .duplicatePath(let path, let column):
            return "column \(column): two reports write to \(path)"
        case .cannotOpen(let path, let reason):
            return "cannot open \(path) for writing: \(reason)"
        }
    }
}
