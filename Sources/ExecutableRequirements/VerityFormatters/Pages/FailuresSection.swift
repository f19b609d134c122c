import CucumberMessages

/// The failures summary that leads the HTML report and the living documentation: every
/// example whose final attempt failed (failed, ambiguous, undefined or pending) in some run,
/// in the order of the feature files, each linked to its scenario or outline row, with the
/// step that failed and why.
///
/// NB: it is neither an `item` nor a `group`, so the page's filters never hide it: a reader
/// who narrowed the page still sees what went wrong. It lists the first ``listed`` failures
/// and counts the rest, so that a suite written requirements first, with thousands of
/// undefined examples, does not make a page of thousands of reasons; the status filter still
/// finds every one.
package struct FailuresSection {
    let specification: Specification
    let links: DocumentationLinks
    /// How many failures are listed before the rest are only counted.
    var listed = 100

    /// The failures of `specification`, linked with `links`; the first `listed` are listed.
    package init(specification: Specification, links: DocumentationLinks, listed: Int = 100) {
        self.specification = specification
        self.links = links
        self.listed = listed
    }

    /// One failing outcome: the example, where it is, and the run it failed in.
    private struct Failure {
        var feature: Int
        var example: SpecifiedExample
        var run: Int
        var report: ScenarioReport
    }

    /// The summary of every feature's failures, for the front of the report or the site; when
    /// no example failed it says so, if `sayingWhenNone` (the report leaves it out when the run
    /// failed outside its examples, so that the page does not open on a reassurance). With no
    /// run there is nothing to summarise and nothing is shown.
    package func node(sayingWhenNone: Bool = true) -> HTMLNode {
        summary(of: Array(specification.features.indices), sayingWhenNone: sayingWhenNone) { failure in
            links.feature(failure.feature, anchor: failure.example.anchor)
        }
    }

    /// The summary of the failures of feature `number`, for the top of its own page, linked
    /// within the page; nothing when none failed, so that such a page leads with the feature.
    package func node(onPageOf number: Int) -> HTMLNode {
        summary(of: [number], sayingWhenNone: false) { failure in
            "#" + links.elementId(feature: failure.feature, failure.example.anchor)
        }
    }

    private func summary(of features: [Int], sayingWhenNone: Bool, href: (Failure) -> String) -> HTMLNode {
        guard !specification.runs.isEmpty else { return .empty }
        let failures = self.failures(in: features)
        guard !failures.isEmpty else {
            return .when(
                sayingWhenNone,
                .element(
                    "section", [.class("failures none"), HTMLAttribute("id", "failures")],
                    [
                        .element("h2", [], [.text("Failures")]),
                        .element("p", [], [.text("No example failed: every example that ran passed or was skipped.")]),
                    ]))
        }
        let count = failures.count == 1 ? "1 failure" : "\(failures.count) failures"
        return .element(
            "section", [.class("failures"), HTMLAttribute("id", "failures")],
            [
                .element("h2", [], [.text("Failures"), .element("span", [.class("count")], [.text(" · " + count)])]),
                .element("ol", [.class("failure-list")], failures.prefix(listed).map { entry($0, href: href($0)) }),
                .when(
                    failures.count > listed,
                    .element(
                        "p", [.class("more-failures")],
                        [
                            .text(
                                "and \(failures.count - listed) more, not listed here: the status filter shows every example that failed."
                            )
                        ])),
            ])
    }

    private func failures(in features: [Int]) -> [Failure] {
        features.flatMap { number in
            specification.features[number].examples.flatMap { example in
                example.outcomes.enumerated().compactMap { run, outcome -> Failure? in
                    guard let outcome, outcome.status.isFailure else { return nil }
                    return Failure(feature: number, example: example, run: run, report: outcome)
                }
            }
        }
    }

    private func entry(_ failure: Failure, href: String) -> HTMLNode {
        let feature = specification.features[failure.feature]
        let featureName = feature.feature.name.isEmpty ? feature.path : feature.feature.name
        let status = failure.report.status.word
        let runName = specification.runs.count > 1 ? specification.runs[failure.run].name + ": " : ""
        return .element(
            "li", [.class("failure status-\(status)")],
            [
                .element("span", [.class("badge status-\(status)")], [.text(runName + status)]),
                .text(" "),
                .element(
                    "a", [.class("failure-link"), HTMLAttribute("href", href)],
                    [
                        .element("span", [.class("feature-name")], [.text(featureName)]),
                        .text(" › "),
                        .text(failure.example.name),
                    ]),
                .element("span", [.class("uri")], [.text(" \(feature.path):\(failure.example.line)")]),
                reason(failure.report),
            ])
    }

    /// The step that failed and why, as the console summary words it.
    private func reason(_ report: ScenarioReport) -> HTMLNode {
        guard let step = report.failingStep else { return .empty }
        let subject = step.title + (step.kind == .step ? step.line.map { " (line \($0))" } ?? "" : "")
        let explanation = SummaryText.explanation(for: step)
        return .element(
            "pre", [.class("error reason")],
            [
                .text("\(subject): \(step.status.word)" + (explanation.isEmpty ? "" : "\n" + explanation))
            ])
    }
}
