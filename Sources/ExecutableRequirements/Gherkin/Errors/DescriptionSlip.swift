import CucumberMessages

/// A line that the parser read as part of a description but that looks like a misspelt keyword:
/// `Scenari: a refund` right under `Feature:` is valid Gherkin (the feature's description), so
/// the parser reports nothing and the scenario silently does not exist.
///
/// ```swift
/// let text = "Feature: Refunds\n\n  Scenari: a refund\n    Given a step\n"
/// // DescriptionSlip.findings(in: document, source: text)
/// // [DescriptionSlip(line: 3, column: 3, written: "Scenari", hint: "did you mean `Scenario:`?")]
/// ```
package struct DescriptionSlip: Equatable, Sendable {
    /// The 1-based line and column of the line's first character.
    package let line: Int
    package let column: Int
    /// What stands before the colon, as written.
    package let written: String
    /// What was probably meant.
    package let hint: String

    /// The description lines of `document` (parsed from `source`) that start like a heading
    /// keyword of its dialect (`Scenari:`, `Exemples:`), one or two letters off.
    package static func findings(in document: GherkinDocument, source: String) -> [DescriptionSlip] {
        guard let feature = document.feature else { return [] }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.last == "\r" ? line.dropLast() : line
        }
        let dialect = KeywordHint.dialect(of: lines)
        let headings =
            dialect.feature + dialect.rule + dialect.background + dialect.scenario
            + dialect.scenarioOutline + dialect.examples
        var descriptions: [(line: Int, text: String)] = [(feature.location.line, feature.description)]
        func add(_ scenario: Scenario) {
            descriptions.append((scenario.location.line, scenario.description))
            for examples in scenario.examples { descriptions.append((examples.location.line, examples.description)) }
        }
        for child in feature.children {
            if let background = child.background {
                descriptions.append((background.location.line, background.description))
            }
            if let scenario = child.scenario { add(scenario) }
            if let rule = child.rule {
                descriptions.append((rule.location.line, rule.description))
                for ruleChild in rule.children {
                    if let background = ruleChild.background {
                        descriptions.append((background.location.line, background.description))
                    }
                    if let scenario = ruleChild.scenario { add(scenario) }
                }
            }
        }
        var findings: [DescriptionSlip] = []
        for (start, text) in descriptions where !text.isEmpty {
            // NB: a description keeps its lines' text; each is found again in the source, in
            // order, after the line of the keyword it belongs to.
            var cursor = start
            for described in text.split(separator: "\n") {
                let wanted = described.trimmed
                guard !wanted.isEmpty else { continue }
                while cursor < lines.count, lines[cursor].trimmed != wanted { cursor += 1 }
                guard cursor < lines.count else { break }
                let line = lines[cursor]
                cursor += 1
                guard let colon = wanted.firstIndex(of: ":") else { continue }
                let word = wanted[..<colon].trimmed
                guard let keyword = KeywordHint.closest(to: word, among: headings) else { continue }
                let indent = line.prefix { $0 == " " || $0 == "\t" }.count
                findings.append(
                    DescriptionSlip(
                        line: cursor, column: indent + 1, written: String(word), hint: "did you mean `\(keyword):`?"))
            }
        }
        return findings
    }
}
