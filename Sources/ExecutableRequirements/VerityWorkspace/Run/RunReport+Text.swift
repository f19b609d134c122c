import CucumberMessages

extension RunReport {
    /// The number of scenarios of each status, by the status's lowercase name.
    package var counts: [String: Int] {
        var counts: [String: Int] = [:]
        for scenario in scenarios { counts[Self.name(of: scenario.status), default: 0] += 1 }
        return counts
    }

    /// The report for people: a line per scenario, then one per step that did not pass and one
    /// per definition it ran, then the count of each status.
    ///
    /// ```text
    /// failed    Tests/ShopTests/Features/cart.feature:14 A member's small cart
    ///     failed Tests/ShopTests/Features/cart.feature:17 I pay 99 cents: Expected 99, got 89
    ///       ran Tests/ShopTests/ShopSteps.swift:12 I pay {int} cents
    /// 1 scenario(s): 1 failed
    /// ```
    package var lines: [String] {
        var lines: [String] = []
        for scenario in scenarios {
            let name = Self.name(of: scenario.status)
            lines.append(
                "\(name.padding(toLength: 9, withPad: " ", startingAt: 0)) \(scenario.location) \(scenario.name)")
            for step in scenario.steps {
                lines.append(
                    "    \(Self.name(of: step.status)) \(step.location) \(step.text)"
                        + (step.message.map { ": \($0)" } ?? ""))
                lines += step.definitions.map { "      ran \($0)" }
            }
        }
        let summary = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        lines.append("\(scenarios.count) scenario(s)" + (summary.isEmpty ? "" : ": \(summary)"))
        if let message { lines.append(message) }
        return lines
    }

    /// `passed` for `.passed`, as the tools name statuses.
    package static func name(of status: TestStepResultStatus) -> String {
        status.rawValue.lowercased()
    }
}
