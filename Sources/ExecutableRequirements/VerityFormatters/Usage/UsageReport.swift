import CucumberMessages
import Foundation

/// The usage report, as cucumber-js's `usage` formatter lays it out: each step definition with
/// the steps it matched and how long they took, slowest definition (by mean) first, then the
/// definitions no step used.
///
/// Only final attempts count, so a retried scenario's steps are measured once. A step whose
/// definition is ambiguous matches none of them, as in cucumber-js. Skipped steps are listed
/// but not timed, since they did not run.
struct UsageReport {
    /// One step definition and the steps that matched it.
    struct Usage {
        var pattern: String
        var location: String
        var matches: [Match]
        /// Nanoseconds of the steps that ran; empty when none did.
        var durations: [Int] { matches.compactMap(\.nanoseconds) }
        var mean: Int? { durations.isEmpty ? nil : durations.reduce(0, &+) / durations.count }
        var max: Int? { durations.max() }
    }

    /// One step that a definition matched.
    struct Match {
        var text: String
        var location: String
        var nanoseconds: Int?
    }

    let index: TestRunIndex

    /// The definitions in report order: used ones by mean duration, slowest first (then by
    /// pattern, so that equal means print stably), then the unused ones by location.
    func usages() -> [Usage] {
        var matches: [String: [Match]] = [:]
        for report in index.finalScenarioReports {
            guard let attempt = index.attempt(withId: report.testCaseStartedId),
                let testCase = index.testCases[attempt.started.testCaseId]
            else { continue }
            for (testStep, step) in zip(testCase.testSteps, report.steps) {
                guard let ids = testStep.stepDefinitionIds, ids.count == 1, let id = ids.first else { continue }
                let result = attempt.results[testStep.id]
                let ran = result.map { $0.status != .skipped && $0.status != .unknown } ?? false
                matches[id, default: []].append(
                    Match(
                        text: step.text,
                        location: "\(report.uri):\(step.line ?? 0)",
                        nanoseconds: ran ? result.map { CucumberJSONReport.nanoseconds($0.duration) } : nil))
            }
        }
        let all = index.stepDefinitions.values.map { definition in
            Usage(
                pattern: definition.pattern.source,
                location: TestRunIndex.location(of: definition.sourceReference) ?? "",
                matches: (matches[definition.id] ?? []).sorted { ($0.nanoseconds ?? -1) > ($1.nanoseconds ?? -1) })
        }
        let used = all.filter { !$0.matches.isEmpty }.sorted { left, right in
            let (l, r) = (left.mean ?? -1, right.mean ?? -1)
            return l != r ? l > r : (left.pattern, left.location) < (right.pattern, right.location)
        }
        let unused = all.filter(\.matches.isEmpty).sorted { ($0.location, $0.pattern) < ($1.location, $1.pattern) }
        return used + unused
    }

    /// The report as aligned plain-text columns: pattern or step text, mean, max, location.
    func render() -> String {
        let usages = usages()
        guard !usages.isEmpty else { return "No step definitions\n" }
        var rows: [[String]] = [["Pattern / Text", "Mean", "Max", "Location"]]
        for usage in usages {
            if usage.matches.isEmpty {
                rows.append([usage.pattern, "UNUSED", "", usage.location])
                continue
            }
            rows.append([usage.pattern, Self.format(usage.mean), Self.format(usage.max), usage.location])
            for match in usage.matches {
                rows.append(["  " + match.text, Self.format(match.nanoseconds), "", match.location])
            }
        }
        var widths = [Int](repeating: 0, count: 4)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = Swift.max(widths[column], cell.count) }
        }
        return rows.map { row in
            row.enumerated().map { column, cell in
                // NB: durations align right so their decimal points line up.
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 1 || column == 2 ? padding + cell : cell + padding
            }
            .joined(separator: "  ")
            .replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        .joined(separator: "\n") + "\n"
    }

    /// Milliseconds with three decimals, or `-` for a step that did not run.
    static func format(_ nanoseconds: Int?) -> String {
        guard let nanoseconds else { return "-" }
        return String(format: "%.3fms", Double(nanoseconds) / 1_000_000)
    }
}
