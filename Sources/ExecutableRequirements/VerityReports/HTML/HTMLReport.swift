import CucumberMessages
import Foundation
import Plot

/// The HTML report: one page that opens offline, with inline CSS and no scripts, images or
/// fonts fetched from anywhere (images are embedded as data URIs).
///
/// It shows the totals, failures outside scenarios, then each feature file with its rules,
/// scenarios (every attempt), steps with status and step-definition location, data tables,
/// doc strings, attachments and errors. Scenarios that did not pass are expanded.
struct HTMLReport {
    var index: TestRunIndex

    func render() -> String {
        let reports = index.scenarioReports
        let totals = RunTotals(index)
        let page = HTML(
            .lang(.english),
            .head(
                .meta(.charset(.utf8)),
                .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
                .title("Verity report"),
                .style(HTMLStyleSheet.css)
            ),
            .body(
                .header(
                    .h1(.text("Verity report")),
                    summary(totals),
                    .unwrap(runStatusText) { .p(.class("run-status"), HTMLText.text($0)) }
                ),
                .group(runProblems()),
                .main(.group(featureSections(reports)))
            )
        )
        return page.render(indentedBy: .spaces(1)) + "\n"
    }

    private var runStatusText: String? {
        index.testRunFinished.map { $0.success ? "The run passed." : "The run failed." }
    }

    private func summary(_ totals: RunTotals) -> Node<HTML.BodyContext> {
        .div(
            .class("totals"),
            .p(HTMLText.text(totals.scenarioLine)),
            .p(HTMLText.text(totals.stepLine)),
            .unwrap(totals.durationLine) { .p(HTMLText.text($0)) }
        )
    }

    private func runProblems() -> [Node<HTML.BodyContext>] {
        var nodes: [Node<HTML.BodyContext>] = []
        for hookRun in index.runHooks {
            let hook = index.hooks[hookRun.started.hookId]
            let kind = hook?.type == .afterTestRun ? "AfterAll" : "BeforeAll"
            let status = hookRun.finished?.result.status ?? .unknown
            guard status != .passed || !hookRun.attachments.isEmpty else { continue }
            let message = hookRun.finished?.result.message ?? hookRun.finished?.result.exception?.message
            nodes.append(
                .section(
                    .class("run-hook status-\(status.word)"),
                    .h2(HTMLText.text("\(kind) hook\(hook?.name.map { " \($0)" } ?? ""): \(status.word)")),
                    .unwrap(message) { .pre(.class("error"), HTMLText.text($0)) },
                    .group(hookRun.attachments.map(HTMLAttachment.node(for:)))
                ))
        }
        if let finished = index.testRunFinished, let message = finished.message ?? finished.exception?.message {
            nodes.append(.section(.class("run-hook status-failed"), .h2(.text("Test run failed")), .pre(.class("error"), HTMLText.text(message))))
        }
        return nodes
    }

    private func featureSections(_ reports: [ScenarioReport]) -> [Node<HTML.BodyContext>] {
        var order: [String] = []
        var byUri: [String: [ScenarioReport]] = [:]
        for report in reports {
            if byUri[report.uri] == nil { order.append(report.uri) }
            byUri[report.uri, default: []].append(report)
        }
        return order.map { uri in
            let scenarios = byUri[uri] ?? []
            let first = scenarios.first
            let status = TestStepResultStatus.worst(of: scenarios.filter { !$0.willBeRetried }.map(\.status))
            return .section(
                .class("feature status-\(status.word)"),
                .h2(.span(.class("keyword"), HTMLText.text("\(first?.featureKeyword ?? "Feature"):")), HTMLText.text(" \(first?.featureName ?? "")")),
                .p(.class("uri"), HTMLText.text(uri)),
                .group(ruleGroups(scenarios))
            )
        }
    }

    private func ruleGroups(_ scenarios: [ScenarioReport]) -> [Node<HTML.BodyContext>] {
        var nodes: [Node<HTML.BodyContext>] = []
        var currentRule: String?
        var pending: [ScenarioReport] = []
        func flush() {
            guard !pending.isEmpty else { return }
            let items = pending.map(HTMLScenario.node(for:))
            if let rule = currentRule, let keyword = pending.first?.ruleKeyword {
                nodes.append(.div(.class("rule"), .h3(.span(.class("keyword"), HTMLText.text("\(keyword):")), HTMLText.text(" \(rule)")), .group(items)))
            } else {
                nodes += items
            }
            pending = []
        }
        for scenario in scenarios {
            if scenario.ruleName != currentRule {
                flush()
                currentRule = scenario.ruleName
            }
            pending.append(scenario)
        }
        flush()
        return nodes
    }
}
