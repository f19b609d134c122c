import Foundation
import VerityFormatters

/// What several recorded runs of one suite say about each scenario (`verity history`): the
/// flaky and failing ones first, flakiest first, and a rerun file of the flaky ones.
///
/// ```swift
/// let history = RunHistory(runs: [monday, tuesday, wednesday])   // each [RecordedScenario]
/// print(history.text)
/// ```
struct RunHistory {
    /// Every scenario any run recorded: flaky and failing first (flakiest, then most failures),
    /// then by location.
    let scenarios: [ScenarioHistory]
    /// How many runs were read.
    let runCount: Int

    /// The history of `runs`, oldest first.
    init(runs: [[RecordedScenario]]) {
        runCount = runs.count
        var histories: [String: ScenarioHistory] = [:]
        var lastOutcome: [String: Bool] = [:]
        for (number, run) in runs.enumerated() {
            for record in run where record.status != .skipped && record.status != .unknown {
                var history =
                    histories[record.location] ?? ScenarioHistory(location: record.location, name: record.name)
                history.name = record.name
                history.runs += 1
                history.durations.append(record.seconds)
                let passed = record.status == .passed
                if record.passedOnRetry {
                    history.flakyRuns += 1
                } else if passed {
                    history.passes += 1
                } else {
                    history.failures += 1
                }
                if let message = record.failureMessage { history.lastFailure = (number + 1, message) }
                if let before = lastOutcome[record.location], before != passed { history.flips += 1 }
                lastOutcome[record.location] = passed
                histories[record.location] = history
            }
        }
        scenarios = histories.values.sorted { left, right in
            let leftKey = (left.isFlaky ? 1 : 0, left.flakiness, left.failures)
            let rightKey = (right.isFlaky ? 1 : 0, right.flakiness, right.failures)
            return leftKey != rightKey ? leftKey > rightKey : left.location < right.location
        }
    }

    /// The flaky scenarios as a rerun file: `uri:line`, one a line (`VERITY_LOCATIONS=@FILE`).
    var rerunText: String {
        scenarios.filter(\.isFlaky).map { $0.location + "\n" }.joined()
    }

    /// The report a person reads: a summary line, then each flaky or failing scenario with its
    /// counts, last failure and durations; the steady ones are only counted.
    var text: String {
        let flaky = scenarios.filter(\.isFlaky)
        let failing = scenarios.filter { !$0.isFlaky && $0.failures > 0 }
        var lines = [
            "\(runCount) run\(runCount == 1 ? "" : "s"), \(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s"): "
                + "\(flaky.count) flaky, \(failing.count) failed in every run, "
                + "\(scenarios.count - flaky.count - failing.count) passed in every run"
        ]
        for history in flaky + failing {
            lines.append("")
            lines.append("\(history.isFlaky ? "flaky" : "failing")  \(history.location)  \(history.name)")
            lines.append(
                "  ran \(history.runs), passed \(history.passes), failed \(history.failures), "
                    + "passed on a retry \(history.flakyRuns), changed outcome \(history.flips) time\(history.flips == 1 ? "" : "s")"
            )
            if let last = history.lastFailure {
                let message = last.message.split(separator: "\n").first.map(String.init) ?? ""
                lines.append("  last failure: run \(last.run): \(message)")
            }
            lines.append(
                "  seconds by run: " + history.durations.map { String(format: "%.2f", $0) }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
