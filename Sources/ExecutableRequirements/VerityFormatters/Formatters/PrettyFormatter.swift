import CucumberMessages
import VeritySynchronization

/// Prints each scenario as it runs, as the official Cucumber pretty-formatter does: feature and
/// rule lines, each scenario with its `# file:line`, each step with its status icon and the
/// step definition's location aligned in one column, its doc string or table, attachments,
/// errors and the definitions of an ambiguous step. No summary: the summary report adds it.
///
/// NB: a parallel run finishes scenarios in any order, but the report must read as the run
/// declared them. So each test case's lines are held (see ``CanonicalOrder``) until the test
/// cases before it have been printed; a run that executes one at a time prints every line
/// as it happens. Feature and rule lines are decided when a scenario prints, so each prints
/// once, above its first scenario. A saved stream (`verity report`) prints the same way.
final class PrettyFormatter: MessageFormatter {
    private enum Item {
        /// The start of an attempt, whose feature and rule lines print when not printed yet.
        case scenario(featureURI: String, feature: Feature?, rule: Rule?)
        case text(String)
    }

    private struct Layout {
        var scenarioIndent: Int
        var maxContentLength: Int
    }

    private struct State {
        var index = TestRunIndex()
        var order = CanonicalOrder<Item>()
        var layouts: [String: Layout] = [:]
        var printedFeatures: Set<String> = []
        var printedRules: Set<String> = []
        /// Attachments of after-all hooks, printed once every scenario has been.
        var afterAll: [String] = []
        var error: (any Error)?
    }

    private let output: ReportOutput
    private let theme: ConsoleTheme
    private let options: ConsoleReportOptions
    private let state = Locked(State())

    init(output: ReportOutput, theme: ConsoleTheme, options: ConsoleReportOptions = ConsoleReportOptions()) {
        self.output = output
        self.theme = theme
        self.options = options
    }

    private var iconIndent: Int { theme.hasStatusIcons ? ConsoleText.gherkinIndent : 0 }

    func receive(_ envelope: Envelope) {
        state.withLock { state in
            state.index.add(envelope)
            var immediate = ""
            if let testCase = envelope.testCase { state.order.declare(testCase.id) }
            if let started = envelope.testCaseStarted { startScenario(started, state: &state) }
            if let attachment = envelope.attachment, !options.excludeAttachments {
                add(attachment, state: &state, immediate: &immediate)
            }
            if let finished = envelope.testStepFinished {
                let text = stepText(finished, index: state.index, layout: state.layouts[finished.testCaseStartedId])
                if !state.order.append(.text(text), to: finished.testCaseStartedId) { immediate += text }
            }
            if let finished = envelope.testCaseFinished {
                state.order.finish(finished.testCaseStartedId, willBeRetried: finished.willBeRetried)
            }
            let runFinished = envelope.testRunFinished
            let items = runFinished == nil ? state.order.drain() : state.order.drainAll()
            var text = immediate + render(items, state: &state)
            if let runFinished {
                text += state.afterAll.joined()
                state.afterAll.removeAll()
                if let error = Self.message(of: runFinished.exception) {
                    text += ConsoleText.error(error, status: .failed, theme) + "\n"
                }
            }
            guard !text.isEmpty else { return }
            do { try output.write(text) } catch { state.error = state.error ?? error }
        }
    }

    func finish() throws {
        try state.withLock { state in
            let rest = render(state.order.drainAll(), state: &state) + state.afterAll.joined()
            state.afterAll.removeAll()
            if let error = state.error { throw error }
            if !rest.isEmpty { try output.write(rest) }
        }
        try output.close()
    }

    static func message(of exception: MessageException?) -> String? {
        if let trace = exception?.stackTrace, !trace.isEmpty { return trace }
        if let message = exception?.message, !message.isEmpty { return message }
        return nil
    }

    private func render(_ items: [Item], state: inout State) -> String {
        var text = ""
        for item in items {
            switch item {
            case .text(let piece): text += piece
            case .scenario(let uri, let feature, let rule):
                if state.printedFeatures.insert(uri).inserted, !options.excludeFeaturesAndRules, let feature {
                    text += "\n" + theme.bold("\(feature.keyword):") + " " + feature.name + "\n"
                }
                if let rule, state.printedRules.insert(rule.id).inserted, !options.excludeFeaturesAndRules {
                    let title = theme.bold("\(rule.keyword):") + " " + rule.name
                    text += "\n" + ConsoleText.indent(title, by: ConsoleText.gherkinIndent) + "\n"
                }
            }
        }
        return text
    }

    private func startScenario(_ started: TestCaseStarted, state: inout State) {
        state.order.start(started.id, testCase: started.testCaseId, attempt: started.attempt)
        let index = state.index
        guard let testCase = index.testCases[started.testCaseId], let pickle = index.pickles[testCase.pickleId] else {
            return
        }
        let place = index.gherkin.place(of: pickle)
        let keyword = place?.scenario.keyword ?? "Scenario"
        let title = ConsoleText.pickleTitle(pickle, keyword: keyword, theme)
        var longest = ConsoleText.width(title)
        for testStep in testCase.testSteps {
            guard let id = testStep.pickleStepId, let pickleStep = index.pickleSteps[id] else { continue }
            let stepTitle = ConsoleText.stepTitle(
                testStep, pickleStep, keyword: index.gherkin.step(of: pickleStep)?.keyword ?? "", status: .unknown,
                icon: theme.hasStatusIcons, theme)
            longest = max(longest, ConsoleText.gherkinIndent + ConsoleText.width(stepTitle))
        }
        var indent = 0
        if !options.excludeFeaturesAndRules {
            indent += ConsoleText.gherkinIndent
            if place?.rule != nil { indent += ConsoleText.gherkinIndent }
        }
        let layout = Layout(scenarioIndent: indent, maxContentLength: longest)
        state.layouts[started.id] = layout
        var text = "\n"
        if !pickle.tags.isEmpty {
            text += ConsoleText.indent(pickle.tags.map(\.name).joined(separator: " "), by: indent) + "\n"
        }
        text += gherkinLine(title, ConsoleText.pickleLocation(pickle, index: index, theme), layout) + "\n"
        state.order.append(
            .scenario(featureURI: pickle.uri, feature: place?.feature, rule: place?.rule), to: started.id)
        state.order.append(.text(text), to: started.id)
    }

    /// `title` indented as a scenario's lines are, `location` after it in the scenario's column.
    private func gherkinLine(_ title: String, _ location: String?, _ layout: Layout) -> String {
        var line = title
        if let location {
            let padding = layout.maxContentLength - ConsoleText.width(title)
            line += String(repeating: " ", count: max(padding, 0) + 1) + location
        }
        return ConsoleText.indent(line, by: layout.scenarioIndent)
    }

    private func stepText(_ finished: TestStepFinished, index: TestRunIndex, layout: Layout?) -> String {
        let layout = layout ?? Layout(scenarioIndent: 0, maxContentLength: 0)
        let result = finished.testStepResult
        let detailIndent = layout.scenarioIndent + iconIndent + ConsoleText.gherkinIndent
        var lines: [String] = []
        if let testStep = index.testSteps[finished.testStepId], let id = testStep.pickleStepId,
            let pickleStep = index.pickleSteps[id]
        {
            let definitions = (testStep.stepDefinitionIds ?? []).compactMap { index.stepDefinitions[$0] }
            let title = ConsoleText.stepTitle(
                testStep, pickleStep, keyword: index.gherkin.step(of: pickleStep)?.keyword ?? "",
                status: result.status, icon: theme.hasStatusIcons, theme)
            let location =
                (testStep.stepDefinitionIds?.count == 1 ? definitions.first : nil).map {
                    ConsoleText.sourceReference($0.sourceReference, theme)
                }
            lines.append(gherkinLine(ConsoleText.indent(title, by: ConsoleText.gherkinIndent), location, layout))
            if let argument = pickleStep.argument.flatMap(ConsoleText.argument) {
                lines.append(ConsoleText.indent(argument, by: detailIndent + ConsoleText.argumentIndent))
            }
            if result.status == .ambiguous {
                lines.append(
                    ConsoleText.indent(
                        ConsoleText.ambiguous(definitions, theme), by: detailIndent + ConsoleText.errorIndent))
            }
        }
        if let message = ConsoleText.reportableMessage(result) {
            lines.append(
                ConsoleText.indent(
                    ConsoleText.error(message, status: result.status, theme), by: detailIndent + ConsoleText.errorIndent
                ))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private func add(_ attachment: Attachment, state: inout State, immediate: inout String) {
        let scenarioIndent = attachment.testCaseStartedId.flatMap { state.layouts[$0]?.scenarioIndent } ?? 0
        let body = ConsoleText.attachment(attachment, theme)
        let text =
            "\n"
            + ConsoleText.indent(
                body, by: scenarioIndent + iconIndent + ConsoleText.gherkinIndent + ConsoleText.attachmentIndent)
            + "\n\n"
        if let started = attachment.testCaseStartedId, state.order.append(.text(text), to: started) { return }
        let hookId = attachment.testRunHookStartedId.flatMap { id in
            state.index.runHooks.first { $0.started.id == id }?.started.hookId
        }
        if hookId.flatMap({ state.index.hooks[$0]?.type }) == .afterTestRun {
            state.afterAll.append(text)
        } else {
            immediate += text
        }
    }
}
