import CucumberMessages
import Plot

/// One scenario attempt in the HTML report: a `<details>` block, open unless it passed.
enum HTMLScenario {
    static func node(for report: ScenarioReport) -> Node<HTML.BodyContext> {
        let attempt = report.attempt > 0 ? " (attempt \(report.attempt + 1))" : ""
        let retried = report.willBeRetried ? " (retried)" : ""
        return .details(
            .class("scenario status-\(report.status.word)"),
            .open(report.status != .passed),
            .summary(
                .span(.class("badge"), HTMLText.text(report.status.word)),
                .span(.class("keyword"), HTMLText.text(" \(report.keyword): ")),
                HTMLText.text(report.name + attempt + retried),
                .span(.class("location"), HTMLText.text(" \(report.location)"))
            ),
            .if(!report.tags.isEmpty, .p(.class("tags"), HTMLText.text(report.tags.joined(separator: " ")))),
            .ol(.class("steps"), .forEach(report.steps.filter(isShown)) { step(for: $0) })
        )
    }

    /// Hooks appear only when they did not pass or attached something.
    private static func isShown(_ step: StepReport) -> Bool {
        step.kind == .step || step.status != .passed || !step.attachments.isEmpty || !step.links.isEmpty
    }

    private static func step(for step: StepReport) -> Node<HTML.ListContext> {
        let title = step.kind == .step ? step.text : step.text.isEmpty ? "hook" : "hook \(step.text)"
        let keyword = step.kind == .step ? step.keyword : step.keyword + " "
        let explanation = step.status == .passed || step.status == .skipped ? "" : SummaryText.explanation(for: step)
        return .li(
            .class("step status-\(step.status.word)"),
            .div(
                .class("step-line"),
                .span(.class("badge"), HTMLText.text(step.status.word)),
                .span(.class("keyword"), HTMLText.text(" " + keyword)),
                .span(.class("text"), HTMLText.text(title)),
                .if(!step.definitionLocations.isEmpty,
                    .span(.class("location"), HTMLText.text(" " + step.definitionLocations.joined(separator: ", "))))
            ),
            .unwrap(step.argument?.dataTable) { table(for: $0) },
            .unwrap(step.argument?.docString) { .pre(.class("doc-string"), HTMLText.text($0.content)) },
            .if(!explanation.isEmpty, .pre(.class("error"), HTMLText.text(explanation))),
            .if(step.status == .undefined && !step.snippets.isEmpty,
                .pre(.class("snippet"), HTMLText.text(step.snippets.joined(separator: "\n\n")))),
            .group(step.attachments.map(HTMLAttachment.node(for:))),
            .group(step.links.map(HTMLAttachment.node(for:)))
        )
    }

    private static func table(for table: PickleTable) -> Node<HTML.BodyContext> {
        .table(
            .class("data-table"),
            .forEach(table.rows) { row in
                .tr(.forEach(row.cells) { .td(HTMLText.text($0.value)) })
            }
        )
    }
}
