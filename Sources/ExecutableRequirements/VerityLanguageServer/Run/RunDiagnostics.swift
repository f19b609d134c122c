import VerityWorkspace

/// What a run started from the editor found, as diagnostics of the feature file it ran: each
/// step that did not pass, on its line, with the runner's message. They stay until the file
/// changes or the next run.
///
/// ```swift
/// RunDiagnostics.make(report, analysis: analysis)
/// // [Diagnostic(line 6, error, "Last run: failed: Expected 6, got 5")]
/// ```
package enum RunDiagnostics {
    /// The code of these diagnostics.
    package static let code = "last-run"

    /// The diagnostics of `report`'s steps in the file `analysis` (matched by the file's name,
    /// since a run may name it relative to its test target).
    package static func make(_ report: RunReport, analysis: FeatureAnalysis) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for scenario in report.scenarios {
            for step in scenario.steps {
                guard let line = Int(step.location), line >= 1, line <= analysis.lines.lineCount else { continue }
                let range =
                    analysis.step(atLine: line - 1)?.range
                    ?? TextRange(
                        start: TextPosition(line: line - 1, character: 0),
                        end: analysis.lines.endOfContent(ofLine: line - 1))
                let status = RunReport.name(of: step.status)
                diagnostics.append(
                    Diagnostic(
                        range: range, severity: step.status == .failed ? .error : .warning, code: code,
                        message: "Last run (\(scenario.name)): \(status)" + (step.message.map { ": \($0)" } ?? "")))
            }
        }
        return diagnostics
    }

    /// The place a run's message gives, as `RunReport` wants it: the 1-based line, for the
    /// file named `fileName`; nothing for another file.
    package static func place(fileName: String) -> (String, Int) -> String {
        { uri, line in uri.split(separator: "/").last.map(String.init) == fileName ? "\(line)" : "" }
    }
}
