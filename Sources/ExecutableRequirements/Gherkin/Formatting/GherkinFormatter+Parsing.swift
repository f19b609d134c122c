import CucumberMessages

/// The parse errors that stop a document from being formatted.
public struct GherkinFormatError: Error, Equatable, Sendable {
    /// Every error the parser found, in source order.
    public var errors: [GherkinError]

    /// Creates the error.
    public init(errors: [GherkinError]) {
        self.errors = errors
    }
}

extension GherkinFormatter {
    /// Parses plain Gherkin `source` and formats it.
    ///
    /// ```swift
    /// let text = try GherkinFormatter().format("Feature: A\nScenario: B\nGiven c")
    /// // "Feature: A\n\n  Scenario: B\n    Given c\n"
    /// ```
    /// - Throws: ``GherkinFormatError`` when the text does not parse; nothing is formatted then.
    public func format(_ source: String, uri: String? = nil) throws(GherkinFormatError) -> String {
        var ids = IdGenerator.predictable()
        switch GherkinParser().parse(source, uri: uri, mediaType: .gherkinPlain, ids: &ids) {
        case .success(let document): return format(source, document: document)
        case .failure(let errors): throw GherkinFormatError(errors: errors)
        }
    }
}
