/// Which messages ``GherkinParser/envelopes(for:uri:options:)`` produces, like the flags of
/// the reference `gherkin` command-line tools.
///
/// ```swift
/// let picklesOnly = GherkinOptions(includeSource: false, includeGherkinDocument: false)
/// ```
public struct GherkinOptions: Equatable, Hashable, Sendable {
    /// Emit the `source` message (off with `--no-source`).
    public var includeSource: Bool
    /// Emit the `gherkinDocument` message (off with `--no-ast`).
    public var includeGherkinDocument: Bool
    /// Emit the `pickle` messages (off with `--no-pickles`).
    public var includePickles: Bool
    /// Number ids `"0"`, `"1"`, … instead of random UUIDs (`--predictable-ids`).
    public var predictableIds: Bool
    /// The dialect for documents without a `# language:` header.
    public var defaultDialect: String

    /// Creates options; by default everything is emitted, with UUID ids.
    public init(
        includeSource: Bool = true, includeGherkinDocument: Bool = true, includePickles: Bool = true,
        predictableIds: Bool = false, defaultDialect: String = "en"
    ) {
        self.includeSource = includeSource
        self.includeGherkinDocument = includeGherkinDocument
        self.includePickles = includePickles
        self.predictableIds = predictableIds
        self.defaultDialect = defaultDialect
    }
}
