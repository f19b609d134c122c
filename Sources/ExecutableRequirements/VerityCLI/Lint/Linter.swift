import Gherkin
import GherkinLint
import VerityFiles

/// Checks feature files for every error the Gherkin parser reports, for description lines
/// that start like a misspelt keyword (which the parser accepts as text), and, in the files
/// that parse, for the problems of the configured quality rules (`GherkinLint`).
struct Linter {
    /// What a lint run found.
    struct Report: Equatable, Sendable {
        var filesChecked = 0
        /// Sorted by path, then line (a file's syntax errors in the parser's order).
        var diagnostics: [LintDiagnostic] = []
        /// Whether any problem is an error: warnings alone do not fail the run.
        var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// The quality rules, their severities and options.
    var configuration = LintConfiguration.standard

    /// The errors in one file's bytes, named by `path`, and the findings of the quality rules
    /// that look at one file at a time (those that compare files see only this one).
    func diagnostics(for bytes: [UInt8], path: String) -> [LintDiagnostic] {
        let (diagnostics, file) = check(bytes, path: path)
        return Self.sorted(diagnostics + quality(file.map { [$0] } ?? []))
    }

    /// The syntax errors of one file and, when it has none, the file to lint for quality.
    private func check(_ bytes: [UInt8], path: String) -> ([LintDiagnostic], LintedFile?) {
        let mediaType = SourceMediaTypeChoice(path: path)
        var ids = IdGenerator.predictable()
        // NB: compiling keeps the document in compact form; no message is made just to be dropped.
        let result = GherkinParser().compile(bytes: bytes, uri: path, mediaType: mediaType.value, ids: &ids)
        let text = String(decoding: bytes, as: UTF8.self)
        guard !result.errors.isEmpty else {
            // NB: valid Gherkin, but a description line that starts like a misspelt keyword is
            // almost always a scenario (or rule, or examples) that silently does not exist.
            guard let document = result.document else { return ([], nil) }
            let slips = DescriptionSlip.findings(in: document, source: text).map { slip in
                LintDiagnostic(
                    path: path, line: slip.line, column: slip.column,
                    message: "'\(slip.written):' is read as a line of a description, not as a keyword", hint: slip.hint)
            }
            return (slips, LintedFile(path: path, document: document))
        }
        let lines = GherkinError.hintLines(of: text)
        let errors = GherkinError.withoutFollowOns(result.errors, lines: lines).map { error, hint in
            LintDiagnostic(path: path, line: error.line, column: error.column, message: error.reason, hint: hint)
        }
        return (errors, nil)
    }

    /// The findings of the quality rules over `files`.
    private func quality(_ files: [LintedFile]) -> [LintDiagnostic] {
        GherkinLinter(configuration: configuration).findings(in: files).map(LintDiagnostic.init)
    }

    /// `diagnostics` by path, then line, each file's own order kept among equal lines.
    private static func sorted(_ diagnostics: [LintDiagnostic]) -> [LintDiagnostic] {
        diagnostics.enumerated().sorted { left, right in
            (left.element.path, left.element.line, left.offset) < (right.element.path, right.element.line, right.offset)
        }.map(\.element)
    }

    /// Lints every feature file under `paths` (files or folders), reporting progress.
    func lint(paths: [String], progress: ProgressReporter? = nil) -> Report {
        let (files, missing) = FeatureFileFinder().files(in: paths)
        var report = Report()
        report.diagnostics = missing.map {
            LintDiagnostic(path: $0.path, line: 0, column: 0, message: "no such file or directory")
        }
        progress?.start(total: files.count)
        var linted: [LintedFile] = []
        for path in files {
            do {
                let (diagnostics, file) = check(try FileBytes.read(path), path: path)
                report.diagnostics += diagnostics
                if let file { linted.append(file) }
            } catch {
                report.diagnostics.append(
                    LintDiagnostic(path: path, line: 0, column: 0, message: "cannot read: \(error.reason)"))
            }
            report.filesChecked += 1
            progress?.advance()
        }
        progress?.finish()
        report.diagnostics = Self.sorted(report.diagnostics + quality(linted))
        return report
    }
}
