import CucumberMessages

/// The HTML report: one page that opens offline, with inline CSS and a small inline script,
/// and no images or fonts fetched from anywhere (images are embedded as data URIs).
///
/// It is the living documentation of one run, drawn by the same code (``FailuresSection``,
/// ``FeatureSection``, ``StepDefinitionSection``) on one page: the project's name and the
/// totals; the failures summary, each failure linked to its scenario or outline row with the
/// reason; failures outside scenarios; then each feature with its description, Background,
/// rules, scenarios and outlines (once, with their Examples tables and a status per row, failing
/// rows open), each step's status, duration and step definition, errors and attachments; then
/// the step definitions, and the run's environment last. Search, a tag-expression filter and a
/// status filter narrow the page; one switch hides step definitions and durations.
struct HTMLReport {
    var index: TestRunIndex
    /// The project's name, which titles the page; `nil` for the generic "Verity report".
    var title: String?
    /// How `@issue:` tags link to the tracker.
    var issues = IssueTags()

    func render() -> String {
        let specification = Specification(index: index)
        var links = DocumentationLinks.singlePage()
        links.issues = issues
        let section = FeatureSection(specification: specification, links: links)
        let totals = RunTotals(index)
        var subtitle: [HTMLNode] = [
            .element(
                "div", [.class("totals")],
                [
                    .element("p", [], [.text(totals.scenarioLine)]),
                    .element("p", [], [.text(totals.stepLine)]),
                    totals.durationLine.map { .element("p", [.class("run-duration")], [.text($0)]) } ?? .empty,
                ])
        ]
        if let finished = index.testRunFinished {
            subtitle.append(
                .element("p", [.class("run-status")], [.text(finished.success ? "The run passed." : "The run failed.")])
            )
        }
        let problems = runProblems()
        var page = DocumentationPage(
            title: title ?? "Verity report",
            context: title == nil ? nil : "Verity report",
            subtitle: subtitle,
            content: [
                FailuresSection(specification: specification, links: links).node(sayingWhenNone: problems.isEmpty)
            ]
                + problems
                + specification.features.indices.map(section.node(for:))
                + [StepDefinitionSection(specification: specification, links: links).node()]
                + [EnvironmentSection.node(for: specification.runs)])
        page.hasDetailsToggle = true
        return page.render()
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
                .element(
                    "section", [.class("run-hook status-\(status.word)")],
                    [
                        .element("h2", [], [.text("\(kind) hook\(hook?.name.map { " \($0)" } ?? ""): \(status.word)")]),
                        message.map { .element("pre", [.class("error")], [.text($0)]) } ?? .empty,
                        .group(hookRun.attachments.map { HTMLAttachment.node(for: $0) }),
                    ]))
        }
        if let finished = index.testRunFinished, let message = finished.message ?? finished.exception?.message {
            nodes.append(
                .element(
                    "section", [.class("run-hook status-failed")],
                    [
                        .element("h2", [], [.text("Test run failed")]),
                        .element("pre", [.class("error")], [.text(message)]),
                    ]))
        }
        return nodes
    }
}
