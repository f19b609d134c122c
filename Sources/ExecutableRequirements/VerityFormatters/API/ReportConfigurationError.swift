/// A report configuration such as `VERITY_FORMAT` that cannot be used.
///
/// ``column`` is the 1-based character position in the configuration text where the bad entry
/// starts, so a message can point at it. Later versions may add kinds of error: compare
/// ``kind`` with `==`, or give a `switch` a `default`.
///
/// ```swift
/// do {
///     _ = try ReportConfiguration.parse("xunit")
/// } catch {
///     print(error)  // column 1: unknown report format 'xunit' (expected one of: pretty, …)
/// }
/// ```
public struct ReportConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the configuration.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        enum Value: String {
            case unknownFormat, emptyEntry, duplicatePath, cannotOpen, badQualifier
        }

        let value: Value

        /// The name before `:` is not one of ``ReportFormat``.
        public static let unknownFormat = Kind(value: .unknownFormat)
        /// An entry is empty (`"junit,,html"`) or has an empty path (`"junit:"`).
        public static let emptyEntry = Kind(value: .emptyEntry)
        /// Two entries write to the same file, or more than one writes to standard output in a
        /// way that would interleave (only one of pretty/progress/summary may share the terminal).
        public static let duplicatePath = Kind(value: .duplicatePath)
        /// The report file could not be opened for writing.
        public static let cannotOpen = Kind(value: .cannotOpen)
        /// A word after the format's name is not one of its options (`pretty:plian`), or a
        /// second theme (`pretty:plain:none`).
        public static let badQualifier = Kind(value: .badQualifier)

        /// The kind's name, as written above (`unknownFormat`).
        public var description: String { value.rawValue }
    }

    /// What is wrong.
    public let kind: Kind
    /// The unknown format's name, for ``Kind/unknownFormat``; the word, for ``Kind/badQualifier``.
    public let name: String?
    /// The file, for ``Kind/duplicatePath`` and ``Kind/cannotOpen``.
    public let path: String?
    /// Where the bad entry starts, 1-based, when the error is in the configuration text.
    public let column: Int?
    /// Why the file could not be opened, for ``Kind/cannotOpen``.
    public let reason: String?
    /// The format whose option is bad, for ``Kind/badQualifier``.
    public let format: ReportFormat?

    private init(
        kind: Kind, name: String? = nil, path: String? = nil, column: Int? = nil, reason: String? = nil,
        format: ReportFormat? = nil
    ) {
        self.format = format
        self.kind = kind
        self.name = name
        self.path = path
        self.column = column
        self.reason = reason
    }

    /// The name before `:` at `column` is not one of ``ReportFormat``.
    public static func unknownFormat(name: String, column: Int) -> Self {
        Self(kind: .unknownFormat, name: name, column: column)
    }

    /// The entry at `column` is empty or has an empty path.
    public static func emptyEntry(column: Int) -> Self {
        Self(kind: .emptyEntry, column: column)
    }

    /// The entry at `column` writes to `path`, which an earlier entry writes to.
    public static func duplicatePath(path: String, column: Int) -> Self {
        Self(kind: .duplicatePath, path: path, column: column)
    }

    /// The word `qualifier` at `column` is not one of `format`'s options, or is its second theme.
    public static func badQualifier(_ qualifier: String, format: ReportFormat, column: Int) -> Self {
        Self(kind: .badQualifier, name: qualifier, column: column, format: format)
    }

    /// The report file at `path` could not be opened for writing, for `reason`.
    public static func cannotOpen(path: String, reason: String) -> Self {
        Self(kind: .cannotOpen, path: path, reason: reason)
    }

    /// A one-line explanation naming the entry and its column.
    public var description: String {
        let formats = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        let at = "column \(column ?? 1)"
        switch kind.value {
        case .unknownFormat:
            return "\(at): unknown report format '\(name ?? "")' (expected one of: \(formats))"
        case .emptyEntry:
            return "\(at): empty report entry (expected name[:path], e.g. junit:build/junit.xml)"
        case .duplicatePath:
            return "\(at): two reports write to \(path ?? "")"
        case .badQualifier:
            let accepted = format?.qualifiers.joined(separator: ", ") ?? ""
            let formatName = format?.rawValue ?? ""
            if let name, ReportTheme(rawValue: name) != nil {
                return "\(at): '\(name)' is a second theme for \(formatName) (give one of: \(accepted))"
            }
            return "\(at): unknown option '\(name ?? "")' for \(formatName) (expected one of: \(accepted); "
                + "a file name without '.' or '/' is written ./\(name ?? ""))"
        case .cannotOpen:
            return "cannot open \(path ?? "") for writing: \(reason ?? "")"
        }
    }
}
