import VerityWorkspace

/// Hover over a step: Markdown naming each definition that matches it (pattern, keyword,
/// `file:line` and doc comment), or, for an undefined step, the runner's snippet for it.
///
/// ```swift
/// StepHover.hover(analysis, line: 7, definitions: compiled)?.markdown
/// // **Given** `I have {int} cukes` — Cucumber Expression
/// // [Tests/Steps.swift:12](file:///work/Tests/Steps.swift#L12)
/// //
/// // The belly starts with this many cukes.
/// ```
package enum StepHover {
    /// The hover for the step on the 0-based `line`, or `nil` when there is no step there.
    package static func hover(_ analysis: FeatureAnalysis, line: Int, definitions: CompiledStepCatalog) -> Hover? {
        guard let step = StepReference(analysis, line: line) else { return nil }
        let matches = step.matches(in: definitions)
        let catalog = definitions.catalog
        var sections: [String] = []
        if definitions.isAmbiguous(matches) {
            sections.append("**Ambiguous step**: \(matches.count) definitions match it.")
        }
        for position in matches {
            let definition = definitions.definitions[position]
            sections.append(section(definition.site, catalog: catalog, invalidReason: definition.invalidReason))
        }
        if matches.isEmpty {
            var text = "**Undefined step.**"
            if let use = analysis.step(atLine: line)?.uses.first,
                let snippet = definitions.snippets.make(for: use.snippetStep).first
            {
                text += " Define it with:\n\n```swift\n\(snippet)\n```"
            }
            sections.append(text)
        }
        return Hover(markdown: sections.joined(separator: "\n\n---\n\n"), range: step.range)
    }

    /// One definition's part of the hover: pattern and syntax, place, and doc comment.
    private static func section(_ site: StepDefinitionSite, catalog: StepCatalog, invalidReason: String?) -> String {
        let syntax = site.syntax == .cucumberExpression ? "Cucumber Expression" : "regular expression"
        let keyword = site.keyword.rawValue.prefix(1).uppercased() + site.keyword.rawValue.dropFirst()
        let fence = site.pattern.contains("`") ? "``" : "`"
        var text =
            "**\(keyword)** \(fence)\(site.pattern)\(fence) — \(syntax)\n"
            + "[\(catalog.place(of: site))](\(FileURI.uri(ofPath: site.location.path))#L\(site.location.range.start.line + 1))"
        if site.origin == .messages { text += " (from a run's messages)" }
        if let invalidReason { text += "\n\n**Invalid**:\n\n```text\n\(invalidReason)\n```" }
        if let documentation = site.documentation, !documentation.isEmpty { text += "\n\n" + documentation }
        return text
    }
}
