import Gherkin

/// Checks feature files for every error the Gherkin parser reports, and for description lines
/// that start like a misspelt keyword (which the parser accepts as text).
struct Linter {
    /// What a lint run found.
    struct Report: Equatable, Sendable {
        var filesChecked = 0
        var diagnostics: [LintDiagnostic] = []
        var hasErrors: Bool { !diagnostics.isEmpty }
    }

    /// The errors in one file's bytes, named by `path`.
    func diagnostics(for bytes: [UInt8], path: String) -> [LintDiagnostic] {
        let mediaType = SourceMediaTypeChoice(path: path)
        var ids = IdGenerator.predictable()
        // NB: compiling keeps the document in compact form; no message is made just to be dropped.
        let result = GherkinParser().compile(bytes: bytes, uri: path, mediaType: mediaType.value, ids: &ids)
        let text = String(decoding: bytes, as: UTF8.self)
        guard !result.errors.isEmpty else {
            // NB: valid Gherkin, but a description line that starts like a misspelt keyword is
            // almost always a scenario (or rule, or examples) that silently does not exist.
            guard let document = result.document else { return [] }
            return DescriptionSlip.findings(in: document, source: text).map { slip in
                LintDiagnostic(
                    path: path, line: slip.line, column: slip.column,
                    message: "'\(slip.written):' is read as a line of a description, not as a keyword", hint: slip.hint)
            }
        }
        return result.errors.map { error in
            LintDiagnostic(path: path, line: error.line, column: error.column, message: error.reason, hint: error.hint(in: text))
        }
    }

    /// Lints every feature file under `paths` (files or folders), reporting progress.
    func lint(paths: [String], progress: ProgressReporter? = nil) -> Report {
        let (files, missing) = FeatureFileFinder().files(in: paths)
        var report = Report()
        report.diagnostics = missing.map {
            LintDiagnostic(path: $0.path, line: 0, column: 0, message: "no such file or directory")
        }
        progress?.start(total: files.count)
        for path in files {
            do {
                report.diagnostics += diagnostics(for: try FileBytes.read(path), path: path)
            } catch {
                report.diagnostics.append(LintDiagnostic(path: path, line: 0, column: 0, message: "cannot read: \(error.reason)"))
            }
            report.filesChecked += 1
            progress?.advance()
        }
        progress?.finish()
        return report
    }
}
