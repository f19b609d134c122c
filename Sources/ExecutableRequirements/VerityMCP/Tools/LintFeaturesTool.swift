import CucumberMessages
import Gherkin
import VerityJSON
import VerityLanguageServer

/// `lint_features`: the parse errors of the package's feature files, with the parser's official
/// messages and Verity's hints, and description lines that start like a misspelt keyword, each
/// as `path:line:column`, as `verity lint` reports them.
///
/// ```text
/// → {"paths": ["Tests/ShopTests/Features/cart.feature"]}
/// ← Tests/ShopTests/Features/cart.feature:7:5: expected: #EOF, #TableRow, … got 'Scenarioo: …'
/// ```
package enum LintFeaturesTool {
    /// The tool.
    package static let definition = ToolDefinition(
        name: "lint_features", title: "Lint feature files",
        description: """
            Checks Gherkin feature files (.feature, .feature.md) for parse errors and for description \
            lines that start like a misspelt keyword (a scenario that silently does not exist), as \
            `verity lint` does. Each finding has its path:line:column, the parser's message and, when \
            Verity can tell what was meant, a hint. Give paths (files or folders relative to the \
            package) or nothing for the whole package.
            """,
        inputSchema: JSONSchema.object([
            "paths": JSONSchema.array(
                JSONSchema.string(), "Feature files or folders, relative to the package; default: the whole package.")
        ]),
        outputSchema: JSONSchema.object(
            [
                "filesChecked": JSONSchema.integer(),
                "findings": JSONSchema.array(
                    JSONSchema.object(
                        [
                            "location": JSONSchema.string("path:line:column"), "path": JSONSchema.string(),
                            "line": JSONSchema.integer(),
                            "column": JSONSchema.integer("1-based; 0 at the end of the file"),
                            "message": JSONSchema.string(), "hint": JSONSchema.string("What was probably meant"),
                        ], required: ["location", "path", "line", "column", "message"])),
            ], required: ["filesChecked", "findings"])
    ) { json, context throws(ToolFailure) in
        lint(try context.index.featureFiles(in: try ToolArguments(json).strings("paths")), index: context.index)
    }

    /// One problem found.
    private struct Finding {
        var path: String
        var line: Int
        var column: Int
        var message: String
        var hint: String?

        var location: String { "\(path):\(line):\(column)" }
    }

    /// The findings in the feature files at `paths`.
    static func lint(_ paths: [String], index: RequirementsIndex) -> ToolResult {
        var findings: [Finding] = []
        for path in paths {
            let relative = index.root.relative(path)
            guard let analysis = index.analysis(ofFile: path) else {
                findings.append(Finding(path: relative, line: 0, column: 0, message: "cannot read the file"))
                continue
            }
            if analysis.errors.isEmpty {
                guard let document = analysis.document else { continue }
                let source = String(decoding: analysis.lines.bytes, as: UTF8.self)
                for slip in DescriptionSlip.findings(in: document, source: source) {
                    findings.append(
                        Finding(
                            path: relative, line: slip.line, column: slip.column,
                            message: "'\(slip.written):' is read as a line of a description, not as a keyword",
                            hint: slip.hint))
                }
                continue
            }
            let source = String(decoding: analysis.lines.bytes, as: UTF8.self)
            for error in analysis.errors {
                findings.append(
                    Finding(
                        path: relative, line: error.line, column: error.column ?? 0, message: error.reason,
                        hint: error.hint(in: source)))
            }
        }
        var lines = findings.map { finding in
            "\(finding.location): \(finding.message)"
                + (finding.hint.map { "\n\(finding.location): hint: \($0)" } ?? "")
        }
        lines.append(
            findings.isEmpty
                ? "\(paths.count) feature file(s) checked: no problems"
                : "\(paths.count) feature file(s) checked: \(findings.count) problem(s)")
        return ToolResult(
            text: lines.joined(separator: "\n"),
            structured: .object([
                "filesChecked": .integer(paths.count),
                "findings": .array(
                    findings.map { finding in
                        var entry: [String: JSONValue] = [
                            "location": .string(finding.location), "path": .string(finding.path),
                            "line": .integer(finding.line),
                            "column": .integer(finding.column), "message": .string(finding.message),
                        ]
                        if let hint = finding.hint { entry["hint"] = .string(hint) }
                        return .object(entry)
                    }),
            ]))
    }
}
