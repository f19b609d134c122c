import Gherkin

/// Checks feature files for every error the Gherkin parser reports.
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
        guard !result.errors.isEmpty else { return [] }
        let text = String(decoding: bytes, as: UTF8.self)
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
