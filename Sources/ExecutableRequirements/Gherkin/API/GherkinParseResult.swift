import CucumberMessages

/// The outcome of parsing one document: its syntax tree, or every error found in it.
///
/// ```swift
/// switch GherkinParser().parse(text, uri: "a.feature") {
/// case .success(let document): print(document.feature?.name ?? "")
/// case .failure(let errors): errors.forEach { print($0) }
/// }
/// ```
///
/// A closed set, like `Result`: a document parses or it does not, so a `switch` over it may be
/// exhaustive.
public enum GherkinParseResult: Equatable, Hashable, Sendable {
    /// The document parsed without errors.
    case success(GherkinDocument)
    /// The document has errors (at least one), in source order; no tree is produced.
    case failure([GherkinError])

    /// The document, when parsing succeeded.
    public var document: GherkinDocument? {
        if case .success(let document) = self { return document }
        return nil
    }

    /// The errors; empty when parsing succeeded.
    public var errors: [GherkinError] {
        if case .failure(let errors) = self { return errors }
        return []
    }
}
