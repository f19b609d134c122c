import CucumberMessages

/// Plain or Markdown Gherkin, decided from a file name as the reference tools do.
enum SourceMediaTypeChoice {
    case plain
    case markdown

    init(path: String) {
        self = path.hasSuffix(".md") ? .markdown : .plain
    }

    var value: SourceMediaType {
        switch self {
        case .plain: .gherkinPlain
        case .markdown: .gherkinMarkdown
        }
    }
}
