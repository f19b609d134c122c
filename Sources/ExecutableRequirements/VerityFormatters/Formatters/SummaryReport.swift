import CucumberMessages

/// The end-of-run summary as the official Cucumber pretty-formatter's summary writes it: the
/// scenarios that did not pass, grouped by status, with their pertinent steps; undefined
/// parameter types; failed BeforeAll/AfterAll hooks; a failed test run; the counts of test
/// runs, hooks, scenarios and steps with the durations; then the snippets for undefined steps.
///
/// Scenarios are listed in file order (uri, then line), whatever order a parallel run finished
/// them in; a retried scenario counts once, by its last attempt.
struct SummaryReport {
    var index: TestRunIndex
    var theme: ConsoleTheme
    var includeAttachments = true
    /// The world type of the suite when the summary ends a live run: the snippets are then
    /// Verity's snippet block, one function to paste; `nil` lists the snippets as they are.
    var snippetWorld: String? = nil

    private typealias Final = (attempt: TestCaseAttempt, testCase: TestCase, pickle: Pickle)

    func render() -> String {
        let finals = finalAttempts()
        var text = ""
        text += nonPassingScenarios(finals)
        text += undefinedParameterTypes()
        text += failedHooks()
        text += failedTestRun()
        text += "\n" + stats(finals) + "\n"
        text += snippets(finals)
        return text
    }

    /// The last attempt of each test case that finished, in file order.
    private func finalAttempts() -> [Final] {
        let finals: [Final] = index.attempts.compactMap { attempt in
            guard let finished = attempt.finished, !finished.willBeRetried,
                let testCase = index.testCases[attempt.started.testCaseId],
                let pickle = index.pickles[testCase.pickleId]
            else { return nil }
            return (attempt, testCase, pickle)
        }
        let key = { (final: Final) in
            (
                final.pickle.uri, final.pickle.location?.line ?? ConsoleText.line(of: final.pickle, index: index) ?? 0,
                final.pickle.location?.column ?? 0
            )
        }
        return finals.enumerated().sorted { first, second in
            let (a, b) = (key(first.element), key(second.element))
            if a != b { return a < b }
            return first.offset < second.offset
        }.map(\.element)
    }

    /// The attempt's results in the order of its test case's steps.
    private func results(_ final: Final) -> [(TestStep, TestStepResult)] {
        final.testCase.testSteps.compactMap { step in final.attempt.results[step.id].map { (step, $0) } }
    }

    private func mostSevere(_ final: Final) -> TestStepResultStatus? {
        results(final).map(\.1.status).max()
    }

    private func nonPassingScenarios(_ finals: [Final]) -> String {
        var text = ""
        for status in TestStepResultStatus.allCases.sorted() where status != .passed && status != .skipped {
            let matching = finals.filter { mostSevere($0) == status }
            guard !matching.isEmpty else { continue }
            text += "\n" + theme.status("\(Self.name(status)) scenarios:", status) + "\n"
            for (number, final) in matching.enumerated() {
                text += ConsoleText.numbered(scenario(final), by: 2, number: number + 1) + "\n"
            }
        }
        return text
    }

    private func scenario(_ final: Final) -> String {
        let attempt = final.attempt.started.attempt
        let attempts = attempt > 0 ? ", after \(attempt + 1) attempts" : ""
        var lines = [
            "\(final.pickle.name)\(attempts) " + ConsoleText.pickleLocation(final.pickle, index: index, theme)
        ]
        var foundNonPassed = false
        for (testStep, result) in results(final) {
            if foundNonPassed {
                guard result.status != .passed && result.status != .skipped else { continue }
            } else {
                guard result.status != .passed else { continue }
                foundNonPassed = true
            }
            lines += step(testStep, result, final)
        }
        return lines.joined(separator: "\n")
    }

    private func step(_ testStep: TestStep, _ result: TestStepResult, _ final: Final) -> [String] {
        let indent = ConsoleText.gherkinIndent
        var lines: [String] = []
        if let id = testStep.pickleStepId, let pickleStep = index.pickleSteps[id] {
            let definitions = (testStep.stepDefinitionIds ?? []).compactMap { index.stepDefinitions[$0] }
            var line = ConsoleText.stepTitle(
                testStep, pickleStep, keyword: index.gherkin.step(of: pickleStep)?.keyword ?? "", status: result.status,
                icon: false, theme)
            if testStep.stepDefinitionIds?.count == 1, let definition = definitions.first {
                line += " " + ConsoleText.sourceReference(definition.sourceReference, theme)
            }
            lines.append(ConsoleText.indent(line, by: indent))
            if let argument = pickleStep.argument.flatMap(ConsoleText.argument) {
                lines.append(ConsoleText.indent(argument, by: indent + ConsoleText.argumentIndent))
            }
            if result.status == .ambiguous {
                lines.append(
                    ConsoleText.indent(ConsoleText.ambiguous(definitions, theme), by: indent + ConsoleText.errorIndent))
            }
        } else if let hookId = testStep.hookId {
            let hook = index.hooks[hookId]
            var line = ConsoleText.hookTitle(hook, status: result.status, theme)
            if let hook { line += " " + ConsoleText.sourceReference(hook.sourceReference, theme) }
            lines.append(ConsoleText.indent(line, by: indent))
        }
        if let message = ConsoleText.reportableMessage(result) {
            lines.append(
                ConsoleText.indent(
                    ConsoleText.error(message, status: result.status, theme), by: indent + ConsoleText.errorIndent))
        }
        if includeAttachments {
            for attachment in final.attempt.attachments[testStep.id] ?? [] {
                lines.append("")
                lines.append(
                    ConsoleText.indent(
                        ConsoleText.attachment(attachment, theme), by: indent + ConsoleText.attachmentIndent))
            }
        }
        return lines
    }

    private func undefinedParameterTypes() -> String {
        guard !index.undefinedParameterTypes.isEmpty else { return "" }
        var text = "\n" + theme.status("These parameters are missing a parameter type definition:", .undefined) + "\n"
        for (number, type) in index.undefinedParameterTypes.enumerated() {
            text += ConsoleText.numbered("'\(type.name)' in '\(type.expression)'", by: 2, number: number + 1) + "\n"
        }
        return text
    }

    private func failedHooks() -> String {
        let failed = index.runHooks.compactMap { run -> (TestRunHookAttempt, TestStepResult)? in
            guard let result = run.finished?.result, result.status == .failed else { return nil }
            return (run, result)
        }
        guard !failed.isEmpty else { return "" }
        var text = "\n" + theme.status("Failed hooks:", .failed) + "\n"
        for (number, (run, result)) in failed.enumerated() {
            let hook = index.hooks[run.started.hookId]
            var lines = [ConsoleText.hookTitle(hook, status: result.status, ConsoleTheme(.none))]
            if let hook { lines[0] += " " + ConsoleText.sourceReference(hook.sourceReference, theme) }
            let message =
                PrettyFormatter.message(of: result.exception) ?? result.message.flatMap { $0.isEmpty ? nil : $0 }
            if let message {
                lines.append(
                    ConsoleText.indent(
                        ConsoleText.error(message, status: .failed, theme), by: ConsoleText.gherkinIndent))
            }
            text += ConsoleText.numbered(lines.joined(separator: "\n"), by: 2, number: number + 1) + "\n"
        }
        return text
    }

    private func failedTestRun() -> String {
        guard let exception = index.testRunFinished?.exception else { return "" }
        var text = theme.status("Failed test run:", .failed) + "\n"
        if let message = PrettyFormatter.message(of: exception) {
            // NB: the official summary leaves this line open; the counts' blank line ends it.
            text += ConsoleText.indent(ConsoleText.error(message, status: .failed, theme), by: 7)
        }
        return text
    }

    private func stats(_ finals: [Final]) -> String {
        var lines: [String] = []
        if index.testRunFinished?.exception != nil {
            lines.append("")
            lines.append(ConsoleText.counts("test run", "test runs", [.failed: 1], theme))
        }
        let hookResults = index.runHooks.compactMap { $0.finished?.result }
        if !hookResults.isEmpty {
            lines.append(ConsoleText.counts("hook", "hooks", Self.tally(hookResults.map(\.status)), theme))
        }
        let scenarios = finals.map { mostSevere($0) ?? .passed }
        lines.append(ConsoleText.counts("scenario", "scenarios", Self.tally(scenarios), theme))
        let steps = finals.flatMap { results($0).map(\.1.status) }
        lines.append(ConsoleText.counts("step", "steps", Self.tally(steps), theme))
        if let started = index.testRunStarted?.timestamp, let finished = index.testRunFinished?.timestamp {
            let run = (finished.seconds - started.seconds) * 1_000_000_000 + (finished.nanos - started.nanos)
            let durations =
                hookResults.map(\.duration)
                + index.attempts.flatMap { $0.results.values.map(\.duration) }
            let executing = durations.reduce(0) { $0 + $1.seconds * 1_000_000_000 + $1.nanos }
            lines.append(
                "\(ConsoleText.duration(nanoseconds: run)) (\(ConsoleText.duration(nanoseconds: executing)) executing your code)"
            )
        }
        return lines.joined(separator: "\n")
    }

    private func snippets(_ finals: [Final]) -> String {
        let suggestions = finals.flatMap { final in
            final.pickle.steps.flatMap { index.suggestions[$0.id] ?? [] }
        }
        if let snippetWorld {
            let block = SnippetBlock(suggestions: suggestions.map { $0.snippets.map(\.code) }, worldType: snippetWorld)
            let lines = block.lines
            guard !lines.isEmpty else { return "" }
            return "\n" + block.introduction + "\n\n" + lines.joined(separator: "\n") + "\n\n"
        }
        var seen: Set<String> = []
        let codes = suggestions.flatMap { $0.snippets.map(\.code) }.filter { seen.insert($0).inserted }
        guard !codes.isEmpty else { return "" }
        return "\nYou can implement missing steps with the snippets below:\n\n" + codes.map { $0 + "\n\n" }.joined()
    }

    private static func tally(_ statuses: [TestStepResultStatus]) -> [TestStepResultStatus: Int] {
        statuses.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    /// `Failed`, `Pending`…
    private static func name(_ status: TestStepResultStatus) -> String {
        let word = status.rawValue.lowercased()
        return word.prefix(1).uppercased() + word.dropFirst()
    }
}
