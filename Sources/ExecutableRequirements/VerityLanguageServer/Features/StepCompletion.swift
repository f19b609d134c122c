import CucumberExpressions
import VerityWorkspace

/// Proposes step texts from the known definitions for the step being typed: each definition's
/// pattern as a snippet whose parameters are tab stops (for a client without snippets, plain
/// text with each parameter written `{int}`), when what is typed after the keyword could be the
/// start of it.
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
        // NB: the filter text is what is typed continued by the template (`I eat 2 c` →
        // `I eat 2 cukes`). A client filters by the text from the start of the replaced span to
        // the cursor (the typed text) and keeps an item while it is a prefix of, or fuzzily
        // matches, the filter text; it does so as the user types on, before the server answers
        // again. The label alone would drop every step whose arguments are typed (`2` is not
        // `{int}`); the typed text alone would match every item equally and drop them all at
        // the next keystroke.
        var chosen: [(site: StepDefinitionSite, template: StepTemplate, filterText: String)] = candidates.compactMap {
            candidate in
            candidate.template.continuation(of: typed).map { (candidate.site, candidate.template, $0) }
        }
        if chosen.isEmpty {
            // NB: nothing starts that way: offer what holds every typed word, for a user who
            // remembers a word from the middle of a step. The typed text is then the filter
            // text, as nothing in the template starts with it; the list is incomplete, so the
            // client asks again at the next keystroke.
            let words = typed.lowercased().split(whereSeparator: \.isWhitespace)
            chosen = candidates.compactMap { candidate in
                let text = candidate.template.plainText.lowercased()
                guard !words.isEmpty, words.allSatisfy({ text.contains($0) }) else { return nil }
                return (candidate.site, candidate.template, typed)
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
                filterText: candidate.filterText, sortText: sortKey(position), replacing: replacing)
        }
    }

    /// Regular-expression group sources and the parameter type each stands for: the registry's
    /// own regular expressions, and the usual ways of writing a number or a quoted text.
    private static func parameterNames(_ registry: ParameterTypeRegistry) -> [String: String] {
        var names: [String: String] = [
            #"\d+"#: "int", #"-?\d+"#: "int", #"[^"]*"#: "string", #".*"#: "text", #".+"#: "text",
        ]
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
