import CucumberMessages
import VeritySynchronization

/// Prints each feature as it is written, once all its scenarios have finished: feature and
/// rule headings, each scenario with its location, each step with its status symbol and
/// step-definition location, tables, doc strings, attachments and errors; then the snippet
/// block and the totals.
///
/// NB: a parallel run finishes scenarios in any order, but a person reads a feature top to
/// bottom. So a feature is held back until the last attempt of each of its test cases has
/// finished, then printed whole: its scenarios in file order (a retried scenario's attempts
/// together, in its place), each Rule heading once. Features print in the order they complete,
/// so a long run still shows each feature as soon as it is done; a feature whose scenarios did
/// not all run (a test filter, a run cut short) prints at the end, in file order. A saved
/// stream (`verity report`) prints the same way.
final class PrettyFormatter: MessageFormatter {
    private struct State {
        var index = TestRunIndex()
        var lastUri: String?
        var lastRule: String?
        var error: (any Error)?
        /// Where each pickle comes in its file, which is the order scenarios print in.
        var picklePositions: [String: Int] = [:]
        /// How many test cases each feature has, and how many have finished for good.
        var expected: [String: Int] = [:]
        var done: [String: Int] = [:]
        /// The finished attempts of each feature not printed yet.
        var held: [String: [ScenarioReport]] = [:]
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
            if let pickle = envelope.pickle { state.picklePositions[pickle.id] = state.picklePositions.count }
            if let testCase = envelope.testCase, let uri = state.index.pickles[testCase.pickleId]?.uri {
                state.expected[uri, default: 0] += 1
            }
            guard let finished = envelope.testCaseFinished,
                let attempt = state.index.attempt(withId: finished.testCaseStartedId),
                let report = state.index.report(for: attempt)
            else { return }
            state.held[report.uri, default: []].append(report)
            if !report.willBeRetried { state.done[report.uri, default: 0] += 1 }
            if state.done[report.uri, default: 0] >= state.expected[report.uri, default: 0] {
                printFeature(report.uri, state: &state)
            }
        }
    }

    /// Prints the held attempts of the feature at `uri`, in file order.
    private func printFeature(_ uri: String, state: inout State) {
        guard let reports = state.held.removeValue(forKey: uri) else { return }
        let positions = state.picklePositions
        let ordered = reports.enumerated().sorted { first, second in
            let (a, b) = (first.element, second.element)
            let (positionA, positionB) = (positions[a.pickleId] ?? Int.max, positions[b.pickleId] ?? Int.max)
            if positionA != positionB { return positionA < positionB }
            if a.attempt != b.attempt { return a.attempt < b.attempt }
            return first.offset < second.offset
        }
        let text = ordered.map { render($0.element, state: &state) }.joined()
        do { try output.write(text) } catch { state.error = state.error ?? error }
    }

    func finish() throws {
        try state.withLock { state in
            let positions = state.picklePositions
            let firstPosition = { (reports: [ScenarioReport]) in
                reports.compactMap { positions[$0.pickleId] }.min() ?? Int.max
            }
            let unfinished = state.held.sorted { firstPosition($0.value) < firstPosition($1.value) }.map(\.key)
            for uri in unfinished { printFeature(uri, state: &state) }
            if let error = state.error { throw error }
            let summary = SummaryText(
                index: state.index, style: style, includeFailures: false, snippetWorld: snippetWorld
            ).render()
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
        lines.append(
            pad + style.bold("\(report.keyword):") + " \(report.name)\(retry) " + style.dim("# \(report.location)")
                + retried)
        for step in report.steps {
            lines += self.lines(for: step, indent: indent + 2)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func lines(for step: StepReport, indent: Int) -> [String] {
        let isQuietHook = step.kind != .step && step.status == .passed && step.attachments.isEmpty && step.links.isEmpty
        if isQuietHook { return [] }
        let pad = String(repeating: " ", count: indent)
        let title =
            step.kind == .step
            ? "\(step.keyword)\(step.text)" : "\(step.keyword)\(step.text.isEmpty ? "" : " \(step.text)")"
        let location = step.definitionLocations.count == 1 ? " " + style.dim("# \(step.definitionLocations[0])") : ""
        var lines = [pad + style.paint("\(ConsoleStyle.symbol(for: step.status)) \(title)", step.status) + location]
        lines += ArgumentText.lines(for: step.argument).map { pad + "  " + style.dim($0) }
        for attachment in step.attachments {
            lines += AttachmentText.lines(for: attachment, keepingColours: style.colored).map { pad + "  " + $0 }
        }
        for link in step.links { lines.append(pad + "  Attachment (\(link.mediaType)): \(link.url)") }
        if step.status != .passed && step.status != .skipped {
            lines += SummaryText.indented(SummaryText.explanation(for: step), by: indent + 4).map {
                style.paint($0, step.status)
            }
        }
        return lines
    }
}
