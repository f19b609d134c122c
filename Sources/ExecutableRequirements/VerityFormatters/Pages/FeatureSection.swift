import CucumberMessages
import Foundation

/// One feature as the living documentation and the HTML report show it: its description,
/// Background, rules, scenarios and outlines (once, with their Examples tables and a status
/// per row), and, for each run, statuses, durations, errors, attachments and the step
/// definition each step matched.
///
/// Every example is an element of class `item` carrying `data-status` and `data-tags`, which
/// the page's filters read; rules, outlines and features are `group`s, hidden when every item
/// in them is.
package struct FeatureSection {
    let specification: Specification
    let links: DocumentationLinks

    /// The section of `specification`, linked with `links`.
    package init(specification: Specification, links: DocumentationLinks) {
        self.specification = specification
        self.links = links
    }

    /// The section of the feature numbered `number` in the specification.
    package func node(for number: Int) -> HTMLNode {
        let feature = specification.features[number]
        let spec = feature.feature
        let tally = CoverageFigures.Tally.of(feature.examples)
        var children: [HTMLNode] = [
            .element("h2", [], [keyword(spec.keyword), .text(" " + spec.name)]),
            .element("p", [.class("uri")], [.text(feature.path)]),
            tags(spec.tags.map(\.name)),
            .element(
                "p", [.class("figures")],
                [
                    badge(SpecifiedExample.word(feature.status)), .text(" " + tally.text),
                ]),
            description(spec.description),
        ]
        for child in spec.children {
            if let background = child.background { children.append(self.background(background, number)) }
            if let scenario = child.scenario { children.append(self.scenario(scenario, number)) }
            if let rule = child.rule { children.append(self.rule(rule, number)) }
        }
        // NB: only what holds examples is a group; the script hides a group when none of its
        // examples is shown, which would hide a feature without any outright.
        let group = feature.examples.isEmpty ? "" : " group"
        return .element(
            "section",
            [
                .class("feature\(group) status-\(SpecifiedExample.word(feature.status))"),
                HTMLAttribute("id", links.elementId(feature: number, "top")),
            ], children)
    }

    // MARK: Gherkin parts

    private func rule(_ rule: Rule, _ number: Int) -> HTMLNode {
        var children: [HTMLNode] = [
            .element("h3", [], [keyword(rule.keyword), .text(" " + rule.name)]),
            tags(rule.tags.map(\.name)),
            description(rule.description),
        ]
        if !rule.children.contains(where: { $0.scenario != nil }) {
            children.append(.element("p", [.class("no-examples")], [.text("No example shows this rule yet.")]))
        }
        for child in rule.children {
            if let background = child.background { children.append(self.background(background, number)) }
            if let scenario = child.scenario { children.append(self.scenario(scenario, number)) }
        }
        // NB: a rule without examples has no item, so it is not a group: filters leave it shown.
        let isGroup = rule.children.contains { $0.scenario != nil }
        return .element(
            "section",
            [
                .class(isGroup ? "rule group" : "rule"),
                HTMLAttribute("id", links.elementId(feature: number, "l\(rule.location.line)")),
            ], children)
    }

    private func background(_ background: Background, _ number: Int) -> HTMLNode {
        // NB: a Background's steps run in every scenario; their definitions are shown from the
        // first example that ran them.
        let ran = specification.features[number].examples.first { $0.outcomes.contains { $0 != nil } }
        return .element(
            "section", [.class("background")],
            [
                .element(
                    "h3", [],
                    [keyword(background.keyword), .text(background.name.isEmpty ? "" : " " + background.name)]),
                description(background.description),
                .element(
                    "ol", [.class("steps")],
                    background.steps.map { step in
                        stepItem(step, evidence: evidence(for: step, in: ran), showStatus: false)
                    }),
            ])
    }

    private func scenario(_ scenario: Scenario, _ number: Int) -> HTMLNode {
        let feature = specification.features[number]
        guard !scenario.examples.isEmpty else {
            guard let example = feature.example(at: scenario.location.line) else { return .empty }
            return .element(
                "section", itemAttributes(example, number, class: "scenario"),
                [
                    exampleHeading(scenario, example, number),
                    tags(scenario.tags.map(\.name)),
                    description(scenario.description),
                    .element(
                        "ol", [.class("steps")],
                        scenario.steps.map { step in
                            stepItem(step, evidence: evidence(for: step, in: example), showStatus: true)
                        }),
                    outcomeDetails(example),
                ])
        }
        var children: [HTMLNode] = [
            .element(
                "h3", [],
                [
                    keyword(scenario.keyword), .text(" " + scenario.name),
                    .element(
                        "a",
                        [
                            .class("line"),
                            HTMLAttribute("href", links.feature(number, anchor: "l\(scenario.location.line)")),
                        ],
                        [
                            .text("line \(scenario.location.line)")
                        ]),
                ]),
            tags(scenario.tags.map(\.name)),
            description(scenario.description),
            .element("ol", [.class("steps")], scenario.steps.map { stepItem($0, evidence: [], showStatus: false) }),
        ]
        for examples in scenario.examples { children.append(self.examples(examples, number)) }
        let hasRows = scenario.examples.contains { !$0.tableBody.isEmpty }
        return .element(
            "section",
            [
                .class(hasRows ? "outline group" : "outline"),
                HTMLAttribute("id", links.elementId(feature: number, "l\(scenario.location.line)")),
            ], children)
    }

    private func examples(_ examples: Examples, _ number: Int) -> HTMLNode {
        let feature = specification.features[number]
        let header = examples.tableHeader?.cells.map(\.value) ?? []
        let rows: [HTMLNode] = examples.tableBody.compactMap { row in
            guard let example = feature.example(at: row.location.line) else { return nil }
            var cells: [HTMLNode] = row.cells.map { .element("td", [], [.text($0.value)]) }
            cells.append(.element("td", [.class("row-status")], runBadges(example, number)))
            let details = outcomeDetails(example, listingSteps: true)
            return .element(
                "tbody", itemAttributes(example, number, class: "row"),
                [
                    .element("tr", [], cells),
                    .when(
                        example.outcomes.contains { $0 != nil },
                        .element(
                            "tr", [.class("row-details")],
                            [
                                .element(
                                    "td", [HTMLAttribute("colspan", "\(header.count + 1)")],
                                    [
                                        // NB: a failing row is open, so its reason shows without a click.
                                        .element(
                                            "details",
                                            example.status?.isFailure == true ? [HTMLAttribute("open", nil)] : [],
                                            [
                                                .element("summary", [], [.text("Steps of this row")]), details,
                                            ])
                                    ])
                            ])),
                ])
        }
        return .element(
            "div", [.class(rows.isEmpty ? "examples" : "examples group")],
            [
                .element(
                    "h4", [], [keyword(examples.keyword), .text(examples.name.isEmpty ? "" : " " + examples.name)]),
                tags(examples.tags.map(\.name)),
                description(examples.description),
                .element(
                    "table", [.class("examples-table")],
                    [
                        .element(
                            "thead", [],
                            [
                                .element(
                                    "tr", [],
                                    header.map { .element("th", [], [.text($0)]) } + [
                                        .element("th", [], [.text("status")])
                                    ])
                            ]),
                        .group(rows),
                    ]),
            ])
    }

    // MARK: Examples and their evidence

    private func itemAttributes(_ example: SpecifiedExample, _ number: Int, class kind: String) -> [HTMLAttribute] {
        [
            .class("\(kind) item status-\(example.statusWord)"),
            HTMLAttribute("id", links.elementId(feature: number, example.anchor)),
            HTMLAttribute("data-status", example.filterStatus),
            HTMLAttribute("data-tags", example.tags.joined(separator: " ")),
        ]
    }

    private func exampleHeading(_ scenario: Scenario, _ example: SpecifiedExample, _ number: Int) -> HTMLNode {
        .element(
            "h3", [],
            [
                keyword(scenario.keyword), .text(" " + scenario.name),
                .element(
                    "a", [.class("line"), HTMLAttribute("href", links.feature(number, anchor: example.anchor))],
                    [
                        .text("line \(example.line)")
                    ]),
                .element("span", [.class("run-badges")], runBadges(example, number)),
            ])
    }

    /// One badge per run (or "not run"), naming the run when there are several, with the duration.
    ///
    /// NB: runs that include nothing of the feature get no badge, so that the documentation of
    /// several suites does not list every suite beside every example.
    private func runBadges(_ example: SpecifiedExample, _ number: Int) -> [HTMLNode] {
        let relevant = specification.features[number].runsWithEvidence
        guard !relevant.isEmpty else { return [badge("not-run")] }
        let named = specification.runs.count > 1
        return relevant.map { run in
            let label = named ? specification.runs[run].name + ": " : ""
            guard let outcome = example.outcomes[run] else { return badge("not-run", label: label + "not run") }
            let flaky = outcome.status == .passed ? ", flaky" : ""
            let attempt = outcome.attempt > 0 ? " (attempt \(outcome.attempt + 1)\(flaky))" : ""
            return .group([
                badge(outcome.status.word, label: label + outcome.status.word + attempt),
                .element("span", [.class("duration")], [.text(Self.duration(outcome.seconds))]),
            ])
        }
    }

    /// Errors, snippets, attachments (and for outline rows the steps) of each run's attempt.
    private func outcomeDetails(_ example: SpecifiedExample, listingSteps: Bool = false) -> HTMLNode {
        let named = specification.runs.count > 1
        return .group(
            example.outcomes.enumerated().compactMap { run, outcome -> HTMLNode? in
                guard let outcome else { return nil }
                var nodes: [HTMLNode] = []
                if named { nodes.append(.element("p", [.class("run-name")], [.text(specification.runs[run].name)])) }
                if listingSteps {
                    nodes.append(
                        .element(
                            "ol", [.class("steps")],
                            outcome.steps.filter { $0.kind == .step }.map { step in
                                stepItem(
                                    keyword: step.keyword, text: step.text, argument: step.argument.map(Argument.init),
                                    evidence: [(run, step)], showStatus: true)
                            }))
                }
                // NB: a skipped step says why only when it has a reason (a scenario for another
                // platform, a step that asked to be skipped); the steps after a failure do not.
                for step in outcome.steps where step.status == .skipped {
                    guard let reason = step.message, !reason.isEmpty else { continue }
                    nodes.append(.element("p", [.class("skip-reason")], [.text("Skipped: \(reason)")]))
                }
                // NB: a retried example shows what each earlier attempt failed with, so that a
                // flaky one's intermittent error is not lost behind its final pass.
                let retried = run < example.retriedAttempts.count ? example.retriedAttempts[run] : []
                for earlier in retried {
                    nodes += errorNodes(
                        of: earlier, heading: "Attempt \(earlier.attempt + 1) of \(outcome.attempt + 1): ")
                }
                nodes += errorNodes(of: outcome, heading: retried.isEmpty ? "" : "Attempt \(outcome.attempt + 1): ")
                for step in outcome.steps {
                    nodes += step.attachments.map { HTMLAttachment.node(for: $0, source: links.attachmentSource) }
                    nodes += step.links.map(HTMLAttachment.node(for:))
                }
                return nodes.count > (named ? 1 : 0) ? .element("div", [.class("evidence-block")], nodes) : nil
            })
    }

    /// The errors of the steps of `attempt` that did not pass or skip, each starting with
    /// `heading`, with the snippet of an undefined one.
    private func errorNodes(of attempt: ScenarioReport, heading: String) -> [HTMLNode] {
        var nodes: [HTMLNode] = []
        for step in attempt.steps where step.status != .passed && step.status != .skipped {
            let subject =
                step.kind == .step
                ? "Step '\(step.text)'" + (step.line.map { " (line \($0))" } ?? "")
                : step.title
            let explanation = SummaryText.explanation(for: step)
            nodes.append(
                .element(
                    "pre", [.class("error")],
                    [.text("\(heading)\(subject): \(step.status.word)\(explanation.isEmpty ? "" : "\n" + explanation)")]
                ))
            if step.status == .undefined && !step.snippets.isEmpty {
                nodes.append(.element("pre", [.class("snippet")], [.text(step.snippets.joined(separator: "\n\n"))]))
            }
        }
        return nodes
    }

    /// Each run's report of `step` in `example`, found by the step's line.
    private func evidence(for step: Step, in example: SpecifiedExample?) -> [(run: Int, step: StepReport)] {
        guard let example else { return [] }
        return example.outcomes.enumerated().compactMap { run, outcome in
            outcome?.steps.first { $0.kind == .step && $0.line == step.location.line }.map { (run, $0) }
        }
    }

    // MARK: Steps

    /// A step's argument, from the feature file or from a run's pickle.
    enum Argument {
        case table([[String]])
        case docString(String)

        init?(_ step: Step) {
            if let table = step.dataTable {
                self = .table(table.rows.map { $0.cells.map(\.value) })
            } else if let docString = step.docString {
                self = .docString(docString.content)
            } else {
                return nil
            }
        }

        init(_ argument: PickleStepArgument) {
            if let table = argument.dataTable {
                self = .table(table.rows.map { $0.cells.map(\.value) })
            } else {
                self = .docString(argument.docString?.content ?? "")
            }
        }
    }

    private func stepItem(_ step: Step, evidence: [(run: Int, step: StepReport)], showStatus: Bool) -> HTMLNode {
        stepItem(
            keyword: step.keyword, text: step.text, argument: Argument(step), evidence: evidence, showStatus: showStatus
        )
    }

    private func stepItem(
        keyword: String, text: String, argument: Argument?, evidence: [(run: Int, step: StepReport)], showStatus: Bool
    ) -> HTMLNode {
        let status = evidence.isEmpty ? nil : TestStepResultStatus.worst(of: evidence.map(\.step.status))
        let statusClass = showStatus ? " status-\(SpecifiedExample.word(status))" : ""
        var children: [HTMLNode] = [
            .element(
                "div", [.class("step-line")],
                [
                    .element("span", [.class("keyword")], [.text(keyword)]),
                    .element("span", [.class("text")], [.text(text)]),
                ])
        ]
        switch argument {
        case .table(let rows):
            children.append(
                .element(
                    "table", [.class("data-table")],
                    rows.map { row in
                        .element("tr", [], row.map { .element("td", [], [.text($0)]) })
                    }))
        case .docString(let content):
            children.append(.element("pre", [.class("doc-string")], [.text(content)]))
        case nil:
            break
        }
        let named = specification.runs.count > 1
        for (run, report) in evidence {
            var line: [HTMLNode] = []
            if named { line.append(.element("span", [.class("run-name")], [.text(specification.runs[run].name)])) }
            if showStatus {
                line.append(badge(report.status.word))
                line.append(.element("span", [.class("duration")], [.text(Self.duration(report.seconds))]))
            }
            line += definitionLinks(report, run: run)
            children.append(.element("div", [.class("evidence")], line))
        }
        return .element("li", [.class("step" + statusClass)], children)
    }

    private func definitionLinks(_ report: StepReport, run: Int) -> [HTMLNode] {
        let catalog = specification.definitions
        let numbers = report.definitionIds.compactMap { catalog.number(ofDefinition: $0, inRun: run) }
        if numbers.isEmpty {
            guard report.status == .undefined else { return [] }
            return [
                .element(
                    "a", [.class("definition undefined"), HTMLAttribute("href", links.stepsSection("undefined"))],
                    [.text("no step definition")])
            ]
        }
        return numbers.map { number in
            let entry = catalog.entries[number]
            return .element(
                "a", [.class("definition"), HTMLAttribute("href", links.definition(number))],
                [
                    .element("span", [.class("location")], [.text(entry.location)]),
                    .text(" "),
                    .element("code", [], [.text(entry.pattern)]),
                ])
        }
    }

    // MARK: Small parts

    private func keyword(_ keyword: String) -> HTMLNode {
        .element("span", [.class("keyword")], [.text(keyword + ":")])
    }

    private func tags(_ tags: [String]) -> HTMLNode {
        .when(!tags.isEmpty, .element("p", [.class("tags")], tags.map(tag)))
    }

    /// A tag; an `@issue:` tag links to its issue.
    private func tag(_ name: String) -> HTMLNode {
        guard let key = IssueTags.key(of: name), let href = links.issue(key) else {
            return .element("span", [.class("tag")], [.text(name)])
        }
        return .element(
            "a", [.class("tag issue"), HTMLAttribute("href", href), HTMLAttribute("title", "issue \(key)")],
            [.text(name)])
    }

    private func badge(_ word: String, label: String? = nil) -> HTMLNode {
        .element(
            "span", [.class("badge status-\(word)")], [.text(label ?? word.replacingOccurrences(of: "-", with: " "))])
    }

    /// A Gherkin description, its common indentation removed; line breaks are kept by the style sheet.
    private func description(_ text: String) -> HTMLNode {
        let text = Self.unindented(text)
        return .when(!text.isEmpty, .element("div", [.class("description")], [.text(text)]))
    }

    static func unindented(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.last == "\r" ? $0.dropLast() : $0
        }
        let indentation =
            lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min()
            ?? 0
        return lines.map { String($0.dropFirst(min(indentation, $0.prefix { $0 == " " || $0 == "\t" }.count))) }
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// "12 ms", "1.25 s", "340 µs".
    static func duration(_ seconds: Double) -> String {
        if seconds >= 1 { return "\((seconds * 100).rounded() / 100) s" }
        if seconds >= 0.001 { return "\(Int((seconds * 1000).rounded())) ms" }
        return "\(Int((seconds * 1_000_000).rounded())) µs"
    }
}

extension CoverageFigures.Tally {
    /// The counts over `examples`.
    static func of(_ examples: [SpecifiedExample]) -> Self {
        var tally = Self()
        for example in examples { tally.count(example) }
        return tally
    }
}
