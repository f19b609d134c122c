/// The media type of a ``MessageSource``: plain Gherkin or Markdown with Gherkin (MDG).
///
/// A closed set: the Cucumber Messages schema's values, which a Verity release changes only with
/// the schema's major version, so a `switch` over them may be exhaustive.
public enum SourceMediaType: String, Codable, Equatable, Hashable, Sendable, CaseIterable {
    /// Plain Gherkin, usually a `.feature` file.
    case gherkinPlain = "text/x.cucumber.gherkin+plain"
    /// Gherkin embedded in Markdown, usually a `.feature.md` file.
    case gherkinMarkdown = "text/x.cucumber.gherkin+markdown"
}
