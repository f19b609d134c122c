import CucumberMessages

/// The end-of-run text shared by the console reports: failures, snippets for undefined steps,
/// failures outside scenarios (BeforeAll/AfterAll hooks, the run itself), and the totals.
struct SummaryText {
    var index: TestRunIndex
    var style: ConsoleStyle
    /// Whether to list each failed scenario (progress and summary do; pretty already showed them).
    var includeFailures: Bool
    /// The world type the snippet block's function takes, when the run knows it.
    var snippetWorld: String? = nil

    func render() -> String {
        var lines: [String] = []
        let reports = index.finalScenarioReports
        if includeFailures {
            let failed = reports.filter { $0.status.isFailure }
            if !failed.isEmpty {
                lines.append(style.bold("Failures:"))
                lines.append("")
                for (number, report) in failed.enumerated() {
                    lines += failure(report, number: number + 1)
                    lines.append("")
                }
            }
        }
        // NB: every console report ends with the block, pretty included, so that a run lists
        // each snippet once, ready to paste.
        let block = SnippetBlock(suggestions: suggestions(reports), worldType: snippetWorld)
        let code = block.lines
        if !code.isEmpty {
            lines.append(style.paint(block.introduction, .undefined))
            lines.append("")
            lines += code
            lines.append("")
        }
        lines += runProblems()
        let totals = RunTotals(index)
        lines.append(totals.scenarioLine)
        lines.append(totals.stepLine)
        if let duration = totals.durationLine { lines.append(duration) }
        return lines.joined(separator: "\n") + "\n"
    }

    private func failure(_ report: ScenarioReport, number: Int) -> [String] {
        var lines = ["\(number)) \(report.keyword): \(report.name) " + style.dim("# \(report.location)")]
        if let step = report.failingStep {
            let definitions =
                step.definitionLocations.isEmpty
                ? "" : " " + style.dim("# \(step.definitionLocations.joined(separator: ", "))")
            let title = step.title
            lines.append(
                "   " + style.paint("\(ConsoleStyle.symbol(for: step.status)) \(title)", step.status) + definitions)
            lines += Self.indented(Self.explanation(for: step), by: 7).map { style.paint($0, step.status) }
        }
        return lines
    }

    /// Each undefined step's snippets, in file order whatever order the scenarios ran in.
    private func suggestions(_ reports: [ScenarioReport]) -> [[String]] {
        reports.sorted { ($0.uri, $0.line) < ($1.uri, $1.line) }.flatMap { report in
            report.steps.filter { $0.status == .undefined }.map(\.snippets)
        }
    }

    private func runProblems() -> [String] {
        var lines: [String] = []
        for hookRun in index.runHooks {
            guard let result = hookRun.finished?.result, result.status.isFailure else { continue }
            let hook = index.hooks[hookRun.started.hookId]
            let kind = hook?.type == .afterTestRun ? "AfterAll" : "BeforeAll"
            let name = hook?.name.map { " \($0)" } ?? ""
            let location =
                hook.flatMap { TestRunIndex.location(of: $0.sourceReference) }.map { " " + style.dim("# \($0)") } ?? ""
            lines.append(
                style.paint(
                    "\(ConsoleStyle.symbol(for: result.status)) \(kind) hook\(name) \(result.status.word)",
                    result.status) + location)
            if let message = result.message ?? result.exception?.message {
                lines += Self.indented(message, by: 4).map { style.paint($0, result.status) }
            }
            lines.append("")
        }
        for unknown in index.undefinedParameterTypes {
            // NB: the definition that names it takes part in no match, so its steps show as
            // undefined; this says why.
            lines.append(
                style.paint(
                    "\(ConsoleStyle.symbol(for: .failed)) The parameter type {\(unknown.name)} is not defined, so the step definition '\(unknown.expression)' is left out",
                    .failed))
            lines.append("")
        }
        if let finished = index.testRunFinished, let message = finished.message ?? finished.exception?.message {
            lines.append(style.paint("The test run failed: \(message)", .failed))
            lines.append("")
        }
        return lines
    }

    /// What to print under a step that did not pass.
    static func explanation(for step: StepReport) -> String {
        switch step.status {
        case .undefined where step.message == nil: "Undefined step."
        case .pending where step.message == nil: "Pending."
        case .ambiguous where step.message == nil:
            "Ambiguous: matches \(step.definitionLocations.joined(separator: ", "))."
        default: step.message ?? ""
        }
    }

    /// The lines of `text`, each indented by `count` spaces (blank lines stay empty, without
    /// trailing spaces), trailing newlines dropped; none for empty text.
    static func indented(_ text: String, by count: Int) -> [String] {
        var text = Substring(text)
        while text.last?.isNewline == true { text = text.dropLast() }
        guard !text.isEmpty else { return [] }
        let padding = String(repeating: " ", count: count)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : padding + $0 }
    }
}
