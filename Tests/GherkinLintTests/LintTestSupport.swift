import CucumberMessages
import Gherkin
import GherkinLint
import Testing

/// The findings of `configuration`'s rules over `files` (path and text), printed as the tool
/// prints them.
func lint(_ files: [(path: String, text: String)], configuration: LintConfiguration = .standard) throws -> [String] {
    let linted = try files.map { file in
        let result = GherkinParser().parse(file.text, uri: file.path)
        #expect(result.errors.isEmpty, "\(file.path) does not parse: \(result.errors)")
        return LintedFile(path: file.path, document: try #require(result.document))
    }
    return GherkinLinter(configuration: configuration).findings(in: linted).map(\.description)
}

/// The findings over one file, `a.feature`.
func lint(_ text: String, configuration: LintConfiguration = .standard) throws -> [String] {
    try lint([("a.feature", text)], configuration: configuration)
}

/// The findings of one rule only, with its options, over one file.
func lint(_ text: String, only rule: String, _ setting: String = "\"warning\"") throws -> [String] {
    try lint(text, configuration: configuration(only: rule, setting))
}

/// A configuration that turns every rule off but `rule`, set to `setting` (JSON).
func configuration(only rule: String, _ setting: String) throws -> LintConfiguration {
    let others = LintRuleCatalog.all.map(\.id).filter { $0 != rule }.map { "\"\($0)\": \"off\"" }
    let json = "{\"rules\": {\(others.joined(separator: ", ")), \"\(rule)\": \(setting)}}"
    return try LintConfiguration(parsing: Array(json.utf8), file: ".verity-lint.json")
}
