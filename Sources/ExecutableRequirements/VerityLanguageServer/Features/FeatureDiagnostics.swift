import Gherkin
import GherkinLint
import VerityWorkspace

/// The diagnostics of a feature file: its syntax errors with the parser's official messages
/// (and, below one, a hint when Verity can tell what was meant: `GherkinError.hint(in:)`), the
/// findings of the quality rules `verity lint` reports (those that look at one file; the rule's
/// id is the code), and, once definitions are known, its undefined and ambiguous steps.
///
/// Steps of a Scenario Outline are checked with each examples row's text and reported on the
/// outline's step, naming the rows. A file with syntax errors still has its steps checked, as
/// its lines read (a half-written line must not hide an undefined step elsewhere); its outline
/// steps are then left unchecked, their examples being unknown.
///
/// ```swift
/// let diagnostics = FeatureDiagnostics.make(analysis, definitions: compiled)
/// // [Undefined step: "I have 3 cukes"]
/// ```
package enum FeatureDiagnostics {
    /// The diagnostics of `analysis`: its syntax errors or its quality findings under `lint`,
    /// then its steps' problems; with no `definitions` (before the workspace is scanned) no
    /// step problems.
    package static func make(
        _ analysis: FeatureAnalysis, definitions: CompiledStepCatalog?, lint: LintConfiguration? = nil
    ) -> [Diagnostic] {
        let sourceLines =
            analysis.errors.isEmpty
            ? [] : GherkinError.hintLines(of: String(decoding: analysis.lines.bytes, as: UTF8.self))
        var diagnostics = GherkinError.withoutFollowOns(analysis.errors, lines: sourceLines).map {
            syntaxError($0.error, lines: analysis.lines, hint: $0.hint)
        }
        if let lint, let document = analysis.document, analysis.errors.isEmpty {
            let file = LintedFile(path: analysis.uri, document: document)
            diagnostics += GherkinLinter(configuration: lint).findings(in: [file]).map {
                quality($0, lines: analysis.lines)
            }
        }
        guard let definitions else { return diagnostics }
        definitions.prepare(analysis.steps.flatMap { $0.uses.map(\.text) })
        for step in analysis.steps {
            if let diagnostic = check(step, definitions: definitions, uri: analysis.uri) {
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }

    /// A syntax error over the rest of its line (the last line for an error at the end): the
    /// official message, then the hint on a line of its own when there is one.
    package static func syntaxError(_ error: GherkinError, lines: DocumentLines, hint: String? = nil) -> Diagnostic {
        let line = min(max(error.line - 1, 0), lines.lineCount - 1)
        let start: TextPosition
        if let column = error.column {
            start = lines.position(line: line, codePointColumn: column - 1)
        } else {
            start = lines.endOfContent(ofLine: line)
        }
        var end = lines.endOfContent(ofLine: line)
        if end < start { end = start }
        return Diagnostic(
            range: TextRange(start: start, end: end), severity: .error, code: DiagnosticCode.syntaxError,
            message: error.message + (hint.map { "\nhint: \($0)" } ?? ""))
    }

    /// A quality rule's finding from its column to the end of its line, coded with the rule's id.
    package static func quality(_ finding: LintFinding, lines: DocumentLines) -> Diagnostic {
        let line = max(min(finding.line - 1, lines.lineCount - 1), 0)
        let start = lines.position(line: line, codePointColumn: max(finding.column - 1, 0))
        var end = lines.endOfContent(ofLine: line)
        if end < start { end = start }
        return Diagnostic(
            range: TextRange(start: start, end: end), severity: finding.severity == .error ? .error : .warning,
            code: finding.ruleID, message: finding.message)
    }

    /// The worst problem of one step over all its texts: matching errors first, then undefined,
    /// then ambiguous, then an invalid definition.
    private static func check(_ step: AnalyzedStep, definitions: CompiledStepCatalog, uri: String) -> Diagnostic? {
        var failed: [(StepUse, String)] = []
        var undefined: [StepUse] = []
        var ambiguous: [(StepUse, [Int])] = []
        var invalid: [(StepUse, Int)] = []
        for use in step.uses {
            let lookup = definitions.lookup(use.text)
            if let error = lookup.error {
                failed.append((use, error))
            } else if lookup.matches.isEmpty {
                undefined.append(use)
            } else if definitions.isAmbiguous(lookup.matches) {
                ambiguous.append((use, lookup.matches))
            } else if definitions.definitions[lookup.matches[0]].invalidReason != nil {
                invalid.append((use, lookup.matches[0]))
            }
        }
        let catalog = definitions.catalog
        if let (use, error) = failed.first {
            return Diagnostic(
                range: step.range, severity: .error, code: DiagnosticCode.ambiguousParameterType,
                message: "Step \(quoted(use.text))\(rows(use, of: step)) cannot be matched: \(error)",
                relatedInformation: rowInformation(failed.map(\.0), uri: uri))
        }
        if let use = undefined.first {
            var message = "Undefined step: \(quoted(use.text))\(rows(use, of: step))"
            if undefined.count > 1 { message += " (and \(undefined.count - 1) more examples)" }
            var related = rowInformation(undefined, uri: uri)
            for unusable in definitions.unusableMatches(use.text) {
                message +=
                    "; the definition \(quoted(unusable.site.pattern)) at \(catalog.place(of: unusable.site))"
                    + " would match, but its parameter type {\(unusable.typeName)} is not defined"
                related.append(
                    Diagnostic.RelatedInformation(
                        location: DocumentLocation(unusable.site.location),
                        message: "{\(unusable.typeName)} is not defined"))
            }
            return Diagnostic(
                range: step.range, severity: .error, code: DiagnosticCode.undefinedStep, message: message,
                relatedInformation: related)
        }
        if let (use, matches) = ambiguous.first {
            let sites = matches.map { definitions.definitions[$0].site }
            let names = sites.map { "\(quoted($0.pattern)) at \(catalog.place(of: $0))" }
            return Diagnostic(
                range: step.range, severity: .error, code: DiagnosticCode.ambiguousStep,
                message: "Ambiguous step: \(quoted(use.text))\(rows(use, of: step)) matches \(sites.count) "
                    + "step definitions: \(names.joined(separator: ", "))",
                relatedInformation: sites.map { site in
                    Diagnostic.RelatedInformation(
                        location: DocumentLocation(site.location), message: "matches \(quoted(site.pattern))")
                })
        }
        if let (use, position) = invalid.first {
            let definition = definitions.definitions[position]
            return Diagnostic(
                range: step.range, severity: .error, code: DiagnosticCode.invalidStepDefinition,
                message: "Step \(quoted(use.text)) matches the step definition "
                    + "\(quoted(definition.site.pattern)) at \(catalog.place(of: definition.site)), which is invalid: "
                    + (definition.invalidReason ?? ""),
                relatedInformation: [
                    Diagnostic.RelatedInformation(
                        location: DocumentLocation(definition.site.location), message: "the invalid definition")
                ])
        }
        return nil
    }

    /// ` in the example at line 12` for a text that comes from examples rows.
    private static func rows(_ use: StepUse, of step: AnalyzedStep) -> String {
        guard let first = use.exampleLines.first else { return "" }
        return use.exampleLines.count == 1
            ? " in the example at line \(first + 1)"
            : " in the examples at lines \(use.exampleLines.map { "\($0 + 1)" }.joined(separator: ", "))"
    }

    /// One related location per examples row that gives one of `uses`.
    private static func rowInformation(_ uses: [StepUse], uri: String) -> [Diagnostic.RelatedInformation] {
        uses.flatMap { use in
            use.exampleLines.map { line in
                Diagnostic.RelatedInformation(
                    location: DocumentLocation(uri: uri, range: TextRange(at: TextPosition(line: line, character: 0))),
                    message: quoted(use.text))
            }
        }
    }
}
