import CucumberMessages

/// Where each run ran, from its `meta` message: the tool, Swift, the OS and CPU, and the CI
/// build with its git commit and branch when the run had one.
package enum EnvironmentSection {
    /// The section of `runs`; nothing when no run has a `meta` message.
    package static func node(for runs: [RunEvidence]) -> HTMLNode {
        let described = runs.filter { $0.meta != nil }
        guard !described.isEmpty else { return .empty }
        return .element(
            "section", [.class("environment")],
            [
                .element("h2", [], [.text("Environment")]),
                .element(
                    "table", [.class("environment-table")],
                    [
                        .element("tr", [], ([""] + described.map(\.name)).map { .element("th", [], [.text($0)]) })
                    ]
                        + rows(described).map { name, values in
                            .element(
                                "tr", [],
                                [.element("th", [], [.text(name)])] + values.map { .element("td", [], [.text($0)]) })
                        }),
            ])
    }

    private static func rows(_ runs: [RunEvidence]) -> [(String, [String])] {
        let metas = runs.compactMap(\.meta)
        func product(_ product: Product) -> String {
            [product.name, product.version].compactMap { $0 }.joined(separator: " ")
        }
        var rows: [(String, [String])] = [
            ("Tool", metas.map { product($0.implementation) }),
            ("Runtime", metas.map { product($0.runtime) }),
            ("OS", metas.map { product($0.os) }),
            ("CPU", metas.map { product($0.cpu) }),
        ]
        if metas.contains(where: { $0.ci != nil }) {
            rows.append(
                (
                    "CI",
                    metas.map { meta in
                        guard let ci = meta.ci else { return "none" }
                        return [ci.name, ci.buildNumber.map { "build \($0)" }, ci.url].compactMap { $0 }.joined(
                            separator: " · ")
                    }
                ))
            rows.append(("Commit", metas.map { $0.ci?.git?.revision ?? "" }))
            rows.append(
                (
                    "Branch",
                    metas.map {
                        [$0.ci?.git?.branch, $0.ci?.git?.tag.map { "tag \($0)" }].compactMap { $0 }.joined(
                            separator: ", ")
                    }
                ))
            rows.append(("Repository", metas.map { $0.ci?.git?.remote ?? "" }))
        }
        let timestamps = runs.map { run in run.index.testRunStarted.map { Self.date($0.timestamp.seconds) } ?? "" }
        if timestamps.contains(where: { !$0.isEmpty }) { rows.append(("Started", timestamps)) }
        return rows
    }

    /// `2026-11-24 06:12:25 UTC`, without Foundation's formatters (which differ by platform).
    static func date(_ seconds: Int) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return
            "\(year)-\(two(month))-\(two(day)) \(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60)) UTC"
    }
}
