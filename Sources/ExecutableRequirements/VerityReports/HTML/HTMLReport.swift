import CucumberMessages

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
        let title = "Verity report"
        let page = HTMLNode.element("html", [HTMLAttribute("lang", "en")], [
            .element("head", [], [
                .void("meta", [HTMLAttribute("charset", "UTF-8")]),
                .void("meta", [HTMLAttribute("name", "viewport"), HTMLAttribute("content", "width=device-width, initial-scale=1")]),
                .element("title", [], [.text(title)]),
                .void("meta", [HTMLAttribute("name", "twitter:title"), HTMLAttribute("content", title)]),
                .void("meta", [HTMLAttribute("property", "og:title"), HTMLAttribute("content", title)]),
                .element("style", [], [.rawText(HTMLStyleSheet.css)]),
            ]),
            .element("body", [], [
                .element("header", [], [
                    .element("h1", [], [.text(title)]),
                    summary(totals),
                    runStatusText.map { .element("p", [.class("run-status")], [.text($0)]) } ?? .empty,
                ]),
                .group(runProblems()),
                .element("main", [], featureSections(reports)),
            ]),
        ])
        return "<!DOCTYPE html>\n" + page.render(indentedBy: 1) + "\n"
    }

    private var runStatusText: String? {
        index.testRunFinished.map { $0.success ? "The run passed." : "The run failed." }
    }

    private func summary(_ totals: RunTotals) -> HTMLNode {
        .element("div", [.class("totals")], [
            .element("p", [], [.text(totals.scenarioLine)]),
            .element("p", [], [.text(totals.stepLine)]),
            totals.durationLine.map { .element("p", [], [.text($0)]) } ?? .empty,
        ])
    }

    private func runProblems() -> [HTMLNode] {
        var nodes: [HTMLNode] = []
        for hookRun in index.runHooks {
            let hook = index.hooks[hookRun.started.hookId]
            let kind = hook?.type == .afterTestRun ? "AfterAll" : "BeforeAll"
            let status = hookRun.finished?.result.status ?? .unknown
            guard status != .passed || !hookRun.attachments.isEmpty else { continue }
            let message = hookRun.finished?.result.message ?? hookRun.finished?.result.exception?.message
            nodes.append(
                .element("section", [.class("run-hook status-\(status.word)")], [
                    .element("h2", [], [.text("\(kind) hook\(hook?.name.map { " \($0)" } ?? ""): \(status.word)")]),
                    message.map { .element("pre", [.class("error")], [.text($0)]) } ?? .empty,
                    .group(hookRun.attachments.map(HTMLAttachment.node(for:))),
                ]))
        }
        if let finished = index.testRunFinished, let message = finished.message ?? finished.exception?.message {
            nodes.append(
                .element("section", [.class("run-hook status-failed")], [
                    .element("h2", [], [.text("Test run failed")]),
                    .element("pre", [.class("error")], [.text(message)]),
                ]))
        }
        return nodes
    }

    private func featureSections(_ reports: [ScenarioReport]) -> [HTMLNode] {
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
            return .element("section", [.class("feature status-\(status.word)")], [
                .element("h2", [], [
                    .element("span", [.class("keyword")], [.text("\(first?.featureKeyword ?? "Feature"):")]),
                    .text(" \(first?.featureName ?? "")"),
                ]),
                .element("p", [.class("uri")], [.text(uri)]),
                .group(ruleGroups(scenarios)),
            ])
        }
    }

    private func ruleGroups(_ scenarios: [ScenarioReport]) -> [HTMLNode] {
        var nodes: [HTMLNode] = []
        var currentRule: String?
        var pending: [ScenarioReport] = []
        func flush() {
            guard !pending.isEmpty else { return }
            let items = pending.map(HTMLScenario.node(for:))
            if let rule = currentRule, let keyword = pending.first?.ruleKeyword {
                nodes.append(
                    .element("div", [.class("rule")], [
                        .element("h3", [], [
                            .element("span", [.class("keyword")], [.text("\(keyword):")]),
                            .text(" \(rule)"),
                        ]),
                        .group(items),
                    ]))
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
