import CucumberExpressions
import Foundation
import VerityJSON
import VerityWorkspace

/// `find_step_definition`: the Swift step definition a step text runs, with its `path:line`,
/// pattern and parameter types; when nothing matches, that fact and the snippet that would
/// define it; when several match, all of them.
///
/// ```text
/// → {"text": "Given I have 3 cukes"}
/// ← "I have 3 cukes" is defined by "I have {int} cukes" at Tests/BellySteps/Steps.swift:12 (int)
/// ```
package enum FindStepDefinitionTool {
    /// The tool.
    package static let definition = ToolDefinition(
        name: "find_step_definition", title: "Find step definition",
        description: """
            Finds the Swift step definition a Gherkin step text runs, read from the package's sources \
            without building: its path:line, pattern, syntax, parameter types and the arguments the \
            text passes. A leading keyword (Given, When, Then, And, But, *) is ignored. When no \
            definition matches, says so and gives the paste-ready Swift snippet that defines it; when \
            several competing definitions match (ambiguous), lists them all; one pattern defined in \
            several files, for several step sets, is one definition, not ambiguous.
            """,
        inputSchema: JSONSchema.object(
            [
                "text": JSONSchema.string("The step text, e.g. \"I have 3 cukes\" or \"Given I have 3 cukes\"."),
                "keyword": JSONSchema.oneOf(
                    ["given", "when", "then"], "The kind of step, for the snippet's method when it is undefined."),
            ], required: ["text"]),
        outputSchema: JSONSchema.object(
            [
                "text": JSONSchema.string("The step text looked up"),
                "status": JSONSchema.oneOf(["defined", "undefined", "ambiguous", "error"]),
                "definitions": JSONSchema.array(DefinitionJSON.schema),
                "snippet": JSONSchema.string("Swift code defining the step, when it is undefined"),
                "message": JSONSchema.string("Why the text cannot be matched, for status error"),
            ], required: ["text", "status", "definitions"])
    ) { json, context throws(ToolFailure) in
        let index = context.index
        let arguments = ToolArguments(json)
        return find(
            try arguments.requiredString("text"), keyword: try arguments.string("keyword"),
            definitions: index.definitions())
    }

    /// The keywords a step text may start with, and the kind of step each makes.
    private static let keywords: [(word: String, type: String?)] = [
        ("Given ", "Context"), ("When ", "Action"), ("Then ", "Outcome"), ("And ", nil), ("But ", nil), ("* ", nil),
    ]

    /// What `definitions` make of `written`.
    static func find(_ written: String, keyword: String?, definitions: CompiledStepCatalog) -> ToolResult {
        var text = written.trimmingCharacters(in: .whitespaces)
        var keywordType = keyword.flatMap {
            ["given": "Context", "when": "Action", "then": "Outcome"][$0.lowercased()]
        }
        if let leading = keywords.first(where: { text.hasPrefix($0.word) }),
            definitions.lookup(text).matches.isEmpty
        {
            text = String(text.dropFirst(leading.word.count)).trimmingCharacters(in: .whitespaces)
            keywordType = keywordType ?? leading.type
        }
        let lookup = definitions.lookup(text)
        var structured: [String: JSONValue] = [
            "text": .string(text),
            "definitions": .array(lookup.matches.map { DefinitionJSON.json(of: $0, in: definitions, text: text) }),
        ]
        var lines: [String] = []
        if let error = lookup.error {
            structured["status"] = .string("error")
            structured["message"] = .string(error)
            lines.append("\(quoted(text)) cannot be matched: \(error)")
        } else if lookup.matches.isEmpty {
            structured["status"] = .string("undefined")
            let snippet = definitions.snippets.make(for: SnippetStep(text: text, keywordType: keywordType)).first ?? ""
            structured["snippet"] = .string(snippet)
            lines.append("No step definition matches \(quoted(text)). Define it with:")
            lines.append(snippet)
        } else {
            let ambiguous = definitions.isAmbiguous(lookup.matches)
            structured["status"] = .string(ambiguous ? "ambiguous" : "defined")
            lines.append(
                !ambiguous
                    ? "\(quoted(text)) is defined by:"
                    : "\(quoted(text)) is ambiguous: \(lookup.matches.count) definitions match:")
            for match in lookup.matches {
                let site = definitions.definitions[match].site
                let types =
                    DefinitionJSON.json(of: match, in: definitions, text: text)["parameterTypes"]?.arrayValue ?? []
                let typeText = types.isEmpty ? "" : " (" + types.compactMap(\.stringValue).joined(separator: ", ") + ")"
                lines.append(
                    "  steps.\(site.keyword.rawValue)(\(quoted(site.pattern))) at \(definitions.catalog.place(of: site))\(typeText)"
                )
            }
        }
        return ToolResult(text: lines.joined(separator: "\n"), structured: .object(structured))
    }
}
