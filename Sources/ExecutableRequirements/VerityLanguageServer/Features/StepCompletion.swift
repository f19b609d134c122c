import CucumberExpressions

/// Proposes step texts from the known definitions for the step being typed: each definition's
/// pattern as a snippet whose parameters are tab stops, when what is typed after the keyword
/// could be the start of it.
///
/// ```swift
/// let items = StepCompletion.items(typed: "I have", replacing: range, definitions: compiled, snippets: true)
/// items.first?.insertText  // "I have ${1:int} cukes"
/// ```
package enum StepCompletion {
    /// The proposals for `typed`, the text after the keyword up to the cursor; `replacing` is
    /// that text's span, which each proposal replaces.
    package static func items(
        typed: String, replacing: TextRange, definitions: CompiledStepCatalog, snippets: Bool
    ) -> [CompletionItem] {
        let names = parameterNames(definitions.registry)
        var seen = Set<String>()
        var candidates: [(site: StepDefinitionSite, template: StepTemplate)] = []
        for definition in definitions.definitions where definition.invalidReason == nil {
            let site = definition.site
            guard seen.insert(site.pattern).inserted else { continue }
            candidates.append((site, StepTemplate(pattern: site.pattern, syntax: site.syntax, parameterNames: names)))
        }
        var chosen = candidates.filter { $0.template.accepts(typed: typed) }
        if chosen.isEmpty {
            // NB: nothing starts that way: offer what holds every typed word, for a user who
            // remembers a word from the middle of a step.
            let words = typed.lowercased().split(whereSeparator: \.isWhitespace)
            chosen = candidates.filter { candidate in
                let text = candidate.template.plainText.lowercased()
                return !words.isEmpty && words.allSatisfy { text.contains($0) }
            }
        }
        let catalog = definitions.catalog
        return chosen.enumerated().map { position, candidate in
            let site = candidate.site
            var documentation = "`steps.\(site.keyword.rawValue)(\(quoted(site.pattern)))` — \(catalog.place(of: site))"
            if let comment = site.documentation, !comment.isEmpty { documentation += "\n\n" + comment }
            return CompletionItem(
                label: site.pattern, kind: .snippet, detail: catalog.place(of: site),
                documentation: documentation,
                insertText: snippets ? candidate.template.snippet : candidate.template.plainText, isSnippet: snippets,
                filterText: typed.isEmpty ? candidate.template.plainText : typed,
                sortText: sortKey(position), replacing: replacing)
        }
    }

    /// Regular-expression group sources and the parameter type each stands for: the registry's
    /// own regular expressions, and the usual ways of writing a number or a quoted text.
    private static func parameterNames(_ registry: ParameterTypeRegistry) -> [String: String] {
        var names: [String: String] = [#"\d+"#: "int", #"-?\d+"#: "int", #"[^"]*"#: "string", #".*"#: "text", #".+"#: "text"]
        for type in registry.parameterTypes where !type.name.isEmpty {
            for regexp in type.regexps where names[regexp] == nil { names[regexp] = type.name }
        }
        return names
    }

    /// A sort key that keeps the given order: `00042`.
    private static func sortKey(_ position: Int) -> String {
        let digits = String(position)
        return String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }
}
