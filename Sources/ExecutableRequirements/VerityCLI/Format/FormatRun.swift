import Foundation
import Gherkin
import VerityFiles

/// `verity format`: rewrites plain Gherkin files into the canonical layout, or with `check`
/// only lists the files that would change.
struct FormatRun {
    /// Only report; never write.
    var check: Bool
    /// Also work out each change as a unified diff (``Report/diffs``).
    var diff = false

    /// What a format run did or would do.
    struct Report: Equatable, Sendable {
        var filesChecked = 0
        /// Files rewritten, or (in check mode) files that would be.
        var changed: [String] = []
        /// With ``FormatRun/diff``, the change of each file in ``changed``, in the same order.
        var diffs: [String] = []
        /// Files left alone because they do not parse or cannot be read or written.
        var diagnostics: [LintDiagnostic] = []
        /// Markdown Gherkin files named explicitly, which the formatter does not handle.
        var skipped: [String] = []
    }

    /// The formatted text of one file, or why it cannot be formatted.
    enum Outcome: Equatable {
        case formatted([UInt8])
        case invalid([LintDiagnostic])
    }

    /// Formats the bytes of one file named `path`.
    static func formatted(_ bytes: [UInt8], path: String) -> Outcome {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            // The parser gives the located invalid-UTF-8 error; reuse the linter for it.
            return .invalid(Linter().diagnostics(for: bytes, path: path))
        }
        do throws(GherkinFormatError) {
            return .formatted(Array(try GherkinFormatter().format(text, uri: path).utf8))
        } catch {
            let lines = GherkinError.hintLines(of: text)
            return .invalid(
                error.errors.map {
                    LintDiagnostic(
                        path: path, line: $0.line, column: $0.column, message: $0.reason,
                        hint: $0.hint(inLines: lines))
                })
        }
    }

    func run(paths: [String], progress: ProgressReporter? = nil) -> Report {
        var finder = FeatureFileFinder()
        finder.extensions = [".feature"]
        let (files, missing) = finder.files(in: paths)
        var report = Report()
        report.diagnostics = missing.map {
            LintDiagnostic(path: $0.path, line: 0, column: 0, message: "no such file or directory")
        }
        progress?.start(total: files.count)
        defer { progress?.finish() }
        for path in files {
            defer { progress?.advance() }
            if path.hasSuffix(".md") {
                report.skipped.append(path)
                continue
            }
            report.filesChecked += 1
            let original: [UInt8]
            do {
                original = try FileBytes.read(path)
            } catch {
                report.diagnostics.append(
                    LintDiagnostic(path: path, line: 0, column: 0, message: "cannot read: \(error.reason)"))
                continue
            }
            switch Self.formatted(original, path: path) {
            case .invalid(let diagnostics):
                report.diagnostics += diagnostics
            case .formatted(let formatted) where formatted != original:
                report.changed.append(path)
                if diff {
                    report.diffs.append(
                        UnifiedDiff(
                            old: String(decoding: original, as: UTF8.self),
                            new: String(decoding: formatted, as: UTF8.self),
                            path: path
                        ).text)
                }
                if !check { write(formatted, to: path, report: &report) }
            case .formatted:
                break
            }
        }
        return report
    }

    private func write(_ bytes: [UInt8], to path: String, report: inout Report) {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            report.diagnostics.append(
                LintDiagnostic(path: path, line: 0, column: 0, message: "cannot write: \(error.localizedDescription)"))
        }
    }
}
