import Foundation
import VerityJSON
import VerityWorkspace

/// `find_undefined_steps`: every step text no definition matches, with its locations and the
/// paste-ready Swift snippet the runner and the language server's quick fix make, and every
/// ambiguous step with the definitions that compete for it.
///
/// ```text
/// → {"paths": ["Tests/ShopTests/Features/cart.feature"]}
/// ← Undefined: "I pay 3 euros" at Tests/ShopTests/Features/cart.feature:9
///   steps.when("I pay {int} euros") { (world, int: Int) in … }
/// ```
package enum FindUndefinedStepsTool {
    /// The tool.
    package static let definition = ToolDefinition(
        name: "find_undefined_steps", title: "Find undefined steps",
        description: """
            Finds every Gherkin step that no Swift step definition of the package matches (read from \
            the Swift sources without building), with each location (path:line, examples rows included) \
            and a paste-ready Swift snippet: the one `swift test` prints, using the package's parameter \
            types, with the builder and world names of the suggested steps file. Paste it into that file \
            and the step runs as pending until implemented. Also lists ambiguous steps with the \
            competing definitions. Filter with paths (feature files or folders relative to the package).
            """,
        inputSchema: JSONSchema.object([
            "paths": JSONSchema.array(
                JSONSchema.string(), "Feature files or folders, relative to the package; default: the whole package.")
        ]),
        outputSchema: JSONSchema.object(
            [
                "undefined": JSONSchema.array(
                    JSONSchema.object(
                        [
                            "text": JSONSchema.string("The step text, as it runs (outline placeholders filled in)"),
                            "keyword": JSONSchema.string(),
                            "locations": JSONSchema.array(JSONSchema.string("path:line")),
                            "snippet": JSONSchema.string("Swift code defining the step"),
                            "suggestedFile": JSONSchema.string(
                                "The Swift file the snippet belongs in, when one is clear"),
                        ], required: ["text", "keyword", "locations", "snippet"])),
                "ambiguous": JSONSchema.array(
                    JSONSchema.object(
                        [
                            "text": JSONSchema.string(), "locations": JSONSchema.array(JSONSchema.string()),
                            "definitions": JSONSchema.array(DefinitionJSON.schema),
                        ], required: ["text", "locations", "definitions"])),
                "featureFileCount": JSONSchema.integer(), "stepDefinitionCount": JSONSchema.integer(),
            ], required: ["undefined", "ambiguous", "featureFileCount", "stepDefinitionCount"])
    ) { json, context throws(ToolFailure) in
        let index = context.index
        let paths = try ToolArguments(json).strings("paths")
        return find(in: try index.features(in: paths), index: index)
    }

    /// One undefined or ambiguous text and where it occurs, in order of first appearance.
    private struct Finding {
        var text: String
        var keyword: String
        var locations: [String]
        var snippet: String
        var file: String?
        var matches: [Int]
    }

    /// The undefined and ambiguous steps of `analyses`.
    static func find(in analyses: [FeatureAnalysis], index: RequirementsIndex) -> ToolResult {
        let definitions = index.definitions()
        var undefined: [Finding] = []
        var ambiguous: [Finding] = []
        var positions: [String: Int] = [:]
        var ambiguousPositions: [String: Int] = [:]
        definitions.prepare(analyses.flatMap { analysis in analysis.steps.flatMap { $0.uses.map(\.text) } })
        for analysis in analyses {
            // The file new definitions of this feature's steps belong in: chosen only for a
            // feature with a new undefined text, since choosing looks up every step again.
            var chosenFile: String?? = .none
            func file() -> String? {
                if let chosenFile { return chosenFile }
                let path = StepsFileChoice.path(for: analysis, definitions: definitions)
                chosenFile = .some(path)
                return path
            }
            for step in analysis.steps {
                for use in step.uses {
                    let lookup = definitions.lookup(use.text)
                    guard lookup.error == nil, lookup.matches.isEmpty || definitions.isAmbiguous(lookup.matches) else {
                        continue
                    }
                    let lines = use.exampleLines.isEmpty ? [step.line] : use.exampleLines
                    let locations = lines.map { index.place(analysis.uri, line: $0) }
                    if lookup.matches.isEmpty {
                        if let position = positions[use.text] {
                            undefined[position].locations += locations
                            continue
                        }
                        guard let snippet = definitions.snippets.make(for: use.snippetStep).first else { continue }
                        let file = file()
                        positions[use.text] = undefined.count
                        undefined.append(
                            Finding(
                                text: use.text, keyword: step.keyword.trimmingCharacters(in: .whitespaces),
                                locations: locations,
                                snippet: file.map { adapted(snippet, toFile: $0, definitions: definitions) } ?? snippet,
                                file: file, matches: []))
                    } else if let position = ambiguousPositions[use.text] {
                        ambiguous[position].locations += locations
                    } else {
                        ambiguousPositions[use.text] = ambiguous.count
                        ambiguous.append(
                            Finding(
                                text: use.text, keyword: step.keyword, locations: locations, snippet: "", file: nil,
                                matches: lookup.matches))
                    }
                }
            }
        }
        var lines: [String] = []
        for finding in undefined {
            lines.append("Undefined: \(quoted(finding.text)) at \(finding.locations.joined(separator: ", "))")
            if let file = finding.file { lines.append("  add to \(index.root.relative(file)):") }
            lines += finding.snippet.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        }
        for finding in ambiguous {
            lines.append("Ambiguous: \(quoted(finding.text)) at \(finding.locations.joined(separator: ", ")) matches:")
            for match in finding.matches {
                let site = definitions.definitions[match].site
                lines.append("    \(quoted(site.pattern)) at \(definitions.catalog.place(of: site))")
            }
        }
        let stepDefinitionCount = definitions.catalog.definitions.count
        lines.append(
            "\(undefined.count) undefined and \(ambiguous.count) ambiguous step text(s) in \(analyses.count) feature file(s), "
                + "checked against \(stepDefinitionCount) step definition(s)")
        return ToolResult(
            text: lines.joined(separator: "\n"),
            structured: .object([
                "undefined": .array(
                    undefined.map { finding in
                        var entry: [String: JSONValue] = [
                            "text": .string(finding.text), "keyword": .string(finding.keyword),
                            "locations": .array(finding.locations.map(JSONValue.string)),
                            "snippet": .string(finding.snippet),
                        ]
                        if let file = finding.file { entry["suggestedFile"] = .string(index.root.relative(file)) }
                        return .object(entry)
                    }),
                "ambiguous": .array(
                    ambiguous.map { finding in
                        .object([
                            "text": .string(finding.text), "locations": .array(finding.locations.map(JSONValue.string)),
                            "definitions": .array(
                                finding.matches.map { DefinitionJSON.json(of: $0, in: definitions, text: finding.text) }
                            ),
                        ])
                    }),
                "featureFileCount": .integer(analyses.count), "stepDefinitionCount": .integer(stepDefinitionCount),
            ]))
    }

    /// `snippet` with the builder and world names of the last step definition in the Swift file
    /// at `path`, as the language server's quick fix writes it there.
    static func adapted(_ snippet: String, toFile path: String, definitions: CompiledStepCatalog) -> String {
        let sites = definitions.catalog.definitions.filter { $0.location.path == path && $0.origin == .swiftScan }
        guard let last = sites.max(by: { $0.location.range.start < $1.location.range.start }),
            let data = FileManager.default.contents(atPath: path)
        else { return snippet }
        let lines = DocumentLines(bytes: [UInt8](data))
        let line = last.location.range.start.line
        guard line < lines.lineCount else { return snippet }
        return SnippetNames.adapted(snippet, toDefinition: lines.text(ofLine: line))
    }
}
