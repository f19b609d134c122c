import CucumberMessages
import Gherkin
import GherkinLint
import VerityJSON
import VerityWorkspace

/// `lint_features`: the parse errors of the package's feature files, with the parser's official
/// messages and Verity's hints, description lines that start like a misspelt keyword, and the
/// quality rules' findings (the package's `.verity-lint.json` or `.gherkin-lintrc`), each as
/// `path:line:column`, as `verity lint` reports them.
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
            Checks Gherkin feature files (.feature, .feature.md) for parse errors, for description \
            lines that start like a misspelt keyword (a scenario that silently does not exist), and \
            against the quality rules of `verity lint` (a Rule with no example, a Scenario with no \
            Then, unused or unknown outline variables, steps out of order, ...; configured by the \
            package's .verity-lint.json). Each finding has its path:line:column, its message, its \
            severity (error or warning) and rule id for a quality rule, and, when Verity can tell \
            what was meant, a hint. Give paths (files or folders relative to the package) or \
            nothing for the whole package.
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
                            "severity": JSONSchema.string("error or warning"),
                            "rule": JSONSchema.string("The quality rule's id, e.g. no-scenario-without-then"),
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
        var severity = "error"
        var rule: String?

        var location: String { "\(path):\(line):\(column)" }
    }

    /// The findings in the feature files at `paths`.
    static func lint(_ paths: [String], index: RequirementsIndex) -> ToolResult {
        var findings: [Finding] = []
        var parsed: [LintedFile] = []
        for path in paths {
            let relative = index.root.relative(path)
            guard let analysis = index.analysis(ofFile: path) else {
                findings.append(Finding(path: relative, line: 0, column: 0, message: "cannot read the file"))
                continue
            }
            if analysis.errors.isEmpty {
                guard let document = analysis.document else { continue }
                parsed.append(LintedFile(path: relative, document: document))
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
            let lines = GherkinError.hintLines(of: String(decoding: analysis.lines.bytes, as: UTF8.self))
            for (error, hint) in GherkinError.withoutFollowOns(analysis.errors, lines: lines) {
                findings.append(
                    Finding(
                        path: relative, line: error.line, column: error.column ?? 0, message: error.reason, hint: hint))
            }
        }
        findings += qualityFindings(parsed, index: index)
        var lines = findings.map { finding in
            "\(finding.location): \(finding.rule == nil ? "" : "\(finding.severity): ")\(finding.message)"
                + (finding.rule.map { " [\($0)]" } ?? "")
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
                        entry["severity"] = .string(finding.severity)
                        if let rule = finding.rule { entry["rule"] = .string(rule) }
                        return .object(entry)
                    }),
            ]))
    }

    /// The quality rules' findings in the files that parsed, configured as `verity lint` is in
    /// the package; a configuration that cannot be used is one finding naming its file.
    private static func qualityFindings(_ files: [LintedFile], index: RequirementsIndex) -> [Finding] {
        guard !files.isEmpty else { return [] }
        let configuration: LintConfiguration
        do {
            configuration = try LintConfiguration.load(inPackageAt: index.root.path).configuration
        } catch {
            return [Finding(path: ".verity-lint.json", line: 0, column: 0, message: "\(error)")]
        }
        return GherkinLinter(configuration: configuration).findings(in: files).map { finding in
            Finding(
                path: finding.path, line: finding.line, column: finding.column, message: finding.message, hint: nil,
                severity: "\(finding.severity)", rule: finding.ruleID)
        }
    }
}
