import CucumberMessages
import VeritySynchronization

/// Prints each scenario as it finishes: feature and rule headings, the scenario with its
/// location, each step with its status symbol and step-definition location, tables, doc
/// strings, attachments, errors and snippets; then the totals.
///
/// NB: a scenario is printed when its attempt finishes rather than step by step, so scenarios
/// running in parallel never interleave their lines; and one feature is printed at a time, so
/// a parallel run does not repeat a feature's heading each time its scenarios alternate with
/// another's: a scenario of another feature waits until the feature being printed is done.
final class PrettyFormatter: MessageFormatter {
    private struct State {
        var index = TestRunIndex()
        var lastUri: String?
        var lastRule: String?
        var error: (any Error)?
        /// How many test cases each feature has, and how many have finished for good.
        var expected: [String: Int] = [:]
        var done: [String: Int] = [:]
        /// The feature being printed, and the reports of others waiting their turn.
        var open: String?
        var waiting: [String: [ScenarioReport]] = [:]
        var waitingOrder: [String] = []
    }

    private let output: ReportOutput
    private let style: ConsoleStyle
    /// The world type named by the end-of-run snippet block, when the run knows it.
    private let snippetWorld: String?
    private let state = Locked(State())

    init(output: ReportOutput, style: ConsoleStyle, snippetWorld: String? = nil) {
        self.snippetWorld = snippetWorld
        self.output = output
        self.style = style
    }

    func receive(_ envelope: Envelope) {
        state.withLock { state in
            state.index.add(envelope)
            if let testCase = envelope.testCase, let uri = state.index.pickles[testCase.pickleId]?.uri {
                state.expected[uri, default: 0] += 1
            }
            guard let finished = envelope.testCaseFinished,
                let attempt = state.index.attempt(withId: finished.testCaseStartedId),
                let report = state.index.report(for: attempt)
            else { return }
            if state.open == nil { state.open = report.uri }
            guard state.open == report.uri else {
                if state.waiting[report.uri] == nil { state.waitingOrder.append(report.uri) }
                state.waiting[report.uri, default: []].append(report)
                return
            }
            write(report, state: &state)
            moveOnWhileDone(state: &state)
        }
    }

    /// Prints a report and counts it when it is a scenario's final attempt.
    private func write(_ report: ScenarioReport, state: inout State) {
        let text = render(report, state: &state)
        do { try output.write(text) } catch { state.error = state.error ?? error }
        if !report.willBeRetried { state.done[report.uri, default: 0] += 1 }
    }

    /// Once the open feature has printed all its scenarios, prints the next waiting feature's.
    private func moveOnWhileDone(state: inout State) {
        while let open = state.open, state.done[open, default: 0] >= state.expected[open, default: 0] {
            state.open = nil
            guard !state.waitingOrder.isEmpty else { return }
            let next = state.waitingOrder.removeFirst()
            state.open = next
            for report in state.waiting.removeValue(forKey: next) ?? [] { write(report, state: &state) }
        }
    }

    func finish() throws {
        try state.withLock { state in
            for uri in state.waitingOrder {
                for report in state.waiting.removeValue(forKey: uri) ?? [] { write(report, state: &state) }
            }
            state.waitingOrder.removeAll()
            if let error = state.error { throw error }
            let summary = SummaryText(index: state.index, style: style, includeFailures: false, snippetWorld: snippetWorld).render()
            try output.write((state.lastUri == nil ? "" : "\n") + summary)
        }
        try output.close()
    }

    private func render(_ report: ScenarioReport, state: inout State) -> String {
        var lines: [String] = []
        if report.uri != state.lastUri {
            if state.lastUri != nil { lines.append("") }
            lines.append(style.bold("\(report.featureKeyword):") + " \(report.featureName)")
            state.lastUri = report.uri
            state.lastRule = nil
        }
        var indent = 2
        if let rule = report.ruleName, let keyword = report.ruleKeyword {
            if rule != state.lastRule {
                lines.append("")
                lines.append("  " + style.bold("\(keyword):") + " \(rule)")
                state.lastRule = rule
            }
            indent = 4
        }
        let pad = String(repeating: " ", count: indent)
        let retry = report.attempt > 0 ? " (attempt \(report.attempt + 1))" : ""
        let retried = report.willBeRetried ? style.dim(" (will be retried)") : ""
        lines.append("")
        if !report.tags.isEmpty { lines.append(pad + style.dim(report.tags.joined(separator: " "))) }
        lines.append(pad + style.bold("\(report.keyword):") + " \(report.name)\(retry) " + style.dim("# \(report.location)") + retried)
        for step in report.steps {
            lines += self.lines(for: step, indent: indent + 2)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func lines(for step: StepReport, indent: Int) -> [String] {
        let isQuietHook = step.kind != .step && step.status == .passed && step.attachments.isEmpty && step.links.isEmpty
        if isQuietHook { return [] }
        let pad = String(repeating: " ", count: indent)
        let title = step.kind == .step ? "\(step.keyword)\(step.text)" : "\(step.keyword)\(step.text.isEmpty ? "" : " \(step.text)")"
        let location = step.definitionLocations.count == 1 ? " " + style.dim("# \(step.definitionLocations[0])") : ""
        var lines = [pad + style.paint("\(ConsoleStyle.symbol(for: step.status)) \(title)", step.status) + location]
        lines += ArgumentText.lines(for: step.argument).map { pad + "  " + style.dim($0) }
        for attachment in step.attachments {
            lines += AttachmentText.lines(for: attachment, keepingColours: style.colored).map { pad + "  " + $0 }
        }
        for link in step.links { lines.append(pad + "  Attachment (\(link.mediaType)): \(link.url)") }
        if step.status != .passed && step.status != .skipped {
            lines += SummaryText.indented(SummaryText.explanation(for: step), by: indent + 4).map { style.paint($0, step.status) }
        }
        return lines
    }
}
