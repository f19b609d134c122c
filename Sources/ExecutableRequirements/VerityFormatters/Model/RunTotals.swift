import CucumberMessages

/// The counts a summary line gives: scenarios and steps by status, and the run's duration.
///
/// Only the final attempt of each scenario counts (a retried attempt is not a separate
/// scenario), and only Gherkin steps count as steps (hooks do not), as in Cucumber. A scenario
/// that passed only on a retry is counted as flaky rather than passed, so that a run kept green
/// by retries still says so.
struct RunTotals: Equatable {
    var scenarios: [TestStepResultStatus: Int] = [:]
    /// Scenarios whose final attempt passed after an earlier attempt did not; they are not in
    /// `scenarios[.passed]`.
    var flakyScenarios = 0
    var steps: [TestStepResultStatus: Int] = [:]
    /// From testRunStarted to testRunFinished, in seconds; `nil` when either is missing.
    var seconds: Double?

    init(_ index: TestRunIndex) {
        for report in index.finalScenarioReports {
            // NB: an attempt after the first exists only because an earlier one failed.
            if report.status == .passed && report.attempt > 0 {
                flakyScenarios += 1
            } else {
                scenarios[report.status, default: 0] += 1
            }
            for step in report.steps where step.kind == .step {
                steps[step.status, default: 0] += 1
            }
        }
        if let started = index.testRunStarted, let finished = index.testRunFinished {
            seconds = TestRunIndex.seconds(from: started.timestamp, to: finished.timestamp)
        }
    }

    var scenarioCount: Int { scenarios.values.reduce(0, +) + flakyScenarios }
    var stepCount: Int { steps.values.reduce(0, +) }

    /// "3 scenarios (1 failed, 1 flaky, 1 passed)".
    var scenarioLine: String {
        Self.line(count: scenarioCount, noun: "scenario", by: scenarios, flaky: flakyScenarios)
    }
    /// "9 steps (1 failed, 1 skipped, 7 passed)".
    var stepLine: String { Self.line(count: stepCount, noun: "step", by: steps) }
    /// "0m01.250s", Cucumber's duration layout.
    var durationLine: String? {
        seconds.map { seconds in
            let milliseconds = Int((max(seconds, 0) * 1000).rounded())
            let minutes = milliseconds / 60_000
            let rest = milliseconds % 60_000
            let wholeSeconds = rest / 1000
            let fraction = rest % 1000
            let secondsText = wholeSeconds < 10 ? "0\(wholeSeconds)" : "\(wholeSeconds)"
            let fractionText = String(repeating: "0", count: 3 - String(fraction).count) + String(fraction)
            return "\(minutes)m\(secondsText).\(fractionText)s"
        }
    }

    private static func line(count: Int, noun: String, by status: [TestStepResultStatus: Int], flaky: Int = 0) -> String
    {
        let head = "\(count) \(noun)\(count == 1 ? "" : "s")"
        var parts: [String] = []
        for kind in TestStepResultStatus.summaryOrder {
            // NB: flaky sits just before passed: it passed in the end, but is worth a look.
            if kind == .passed && flaky > 0 { parts.append("\(flaky) flaky") }
            if let number = status[kind] { parts.append("\(number) \(kind.word)") }
        }
        return parts.isEmpty ? head : "\(head) (\(parts.joined(separator: ", ")))"
    }
}
