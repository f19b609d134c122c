import CucumberMessages

/// One example of a documented feature: a scenario, or one row of an outline's Examples, with
/// the tags it carries (its feature's, rule's, scenario's and Examples') and what each run made
/// of it.
package struct SpecifiedExample {
    /// The scenario's name; for an outline row, followed by the row's values.
    package var name: String
    /// The scenario's line, or the row's: where a rerun or a link points.
    package var line: Int
    package var tags: [String]
    var ruleName: String?
    /// The final attempt in each run, in the order of ``Specification/runs``; `nil` where a run
    /// did not include the example.
    var outcomes: [ScenarioReport?]
    /// The attempts each run retried before its final one, oldest first, in the order of
    /// ``Specification/runs``: empty where a run did not retry the example.
    var retriedAttempts: [[ScenarioReport]] = []

    /// Whether some run passed the example only on a retry: a flaky example.
    package var isFlaky: Bool {
        zip(outcomes, retriedAttempts).contains { outcome, retried in outcome?.status == .passed && !retried.isEmpty }
    }

    /// What the status filter matches the example by: its ``statusWord``, with `flaky` after
    /// a comma for a flaky one (`passed,flaky`).
    package var filterStatus: String { isFlaky ? statusWord + ",flaky" : statusWord }

    /// The worst final status over the runs that included the example; `nil` when none did.
    var status: TestStepResultStatus? {
        let statuses = outcomes.compactMap { $0?.status }
        return statuses.isEmpty ? nil : TestStepResultStatus.worst(of: statuses)
    }

    /// The status as pages name it and filter by: `passed`, `failed`, …, or `not-run`.
    package var statusWord: String { Self.word(status) }

    /// `passed`, `failed`, … for a status, `not-run` for none.
    package static func word(_ status: TestStepResultStatus?) -> String {
        status?.word ?? "not-run"
    }

    /// The anchor of the example on its feature's page.
    package var anchor: String { "l\(line)" }

    /// The attachments of media type `mediaType` of the example's final attempt in each run,
    /// each with the run's position in ``Specification/runs``: what a page built from one kind
    /// of attachment (model coverage, say) reads.
    package func attachments(ofType mediaType: String) -> [(run: Int, attachment: Attachment)] {
        outcomes.enumerated().flatMap { run, report in
            (report?.steps ?? []).flatMap { step in
                step.attachments.filter { $0.mediaType == mediaType }.map { (run, $0) }
            }
        }
    }
}
