import CucumberMessages

/// One scenario attempt in the HTML report: a `<details>` block, open unless it passed.
enum HTMLScenario {
    static func node(for report: ScenarioReport) -> HTMLNode {
        let attempt = report.attempt > 0 ? " (attempt \(report.attempt + 1))" : ""
        let retried = report.willBeRetried ? " (retried)" : ""
        var attributes = [HTMLAttribute.class("scenario status-\(report.status.word)")]
        if report.status != .passed { attributes.append(HTMLAttribute("open", nil)) }
        return .element("details", attributes, [
            .element("summary", [], [
                .element("span", [.class("badge")], [.text(report.status.word)]),
                .element("span", [.class("keyword")], [.text(" \(report.keyword): ")]),
                .text(report.name + attempt + retried),
                .element("span", [.class("location")], [.text(" \(report.location)")]),
            ]),
            .when(!report.tags.isEmpty, .element("p", [.class("tags")], [.text(report.tags.joined(separator: " "))])),
            .element("ol", [.class("steps")], report.steps.filter(isShown).map(step(for:))),
        ])
    }

    /// Hooks appear only when they did not pass or attached something.
    private static func isShown(_ step: StepReport) -> Bool {
        step.kind == .step || step.status != .passed || !step.attachments.isEmpty || !step.links.isEmpty
    }

    private static func step(for step: StepReport) -> HTMLNode {
        let title = step.kind == .step ? step.text : step.text.isEmpty ? "hook" : "hook \(step.text)"
        let keyword = step.kind == .step ? step.keyword : step.keyword + " "
        let explanation = step.status == .passed || step.status == .skipped ? "" : SummaryText.explanation(for: step)
        return .element("li", [.class("step status-\(step.status.word)")], [
            .element("div", [.class("step-line")], [
                .element("span", [.class("badge")], [.text(step.status.word)]),
                .element("span", [.class("keyword")], [.text(" " + keyword)]),
                .element("span", [.class("text")], [.text(title)]),
                .when(
                    !step.definitionLocations.isEmpty,
                    .element("span", [.class("location")], [.text(" " + step.definitionLocations.joined(separator: ", "))])),
            ]),
            step.argument?.dataTable.map(table(for:)) ?? .empty,
            step.argument?.docString.map { .element("pre", [.class("doc-string")], [.text($0.content)]) } ?? .empty,
            .when(!explanation.isEmpty, .element("pre", [.class("error")], [.text(explanation)])),
            .when(
                step.status == .undefined && !step.snippets.isEmpty,
                .element("pre", [.class("snippet")], [.text(step.snippets.joined(separator: "\n\n"))])),
            .group(step.attachments.map(HTMLAttachment.node(for:))),
            .group(step.links.map(HTMLAttachment.node(for:))),
        ])
    }

    private static func table(for table: PickleTable) -> HTMLNode {
        .element("table", [.class("data-table")], table.rows.map { row in
            .element("tr", [], row.cells.map { .element("td", [], [.text($0.value)]) })
        })
    }
}
