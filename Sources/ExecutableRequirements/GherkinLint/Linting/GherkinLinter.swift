/// Runs the configured quality rules over parsed feature files.
///
/// ```swift
/// let document = try #require(GherkinParser().parse(text, uri: "refunds.feature").document)
/// let findings = GherkinLinter().findings(in: [LintedFile(path: "refunds.feature", document: document)])
/// findings.map(\.description)
/// // ["refunds.feature:3:3: warning: Scenario \"a refund\" has no Then step [no-scenario-without-then]"]
/// ```
package struct GherkinLinter: Sendable {
    /// The rules that run and their severities.
    package var configuration: LintConfiguration

    /// A linter with `configuration`; every rule at its default when none is given.
    package init(configuration: LintConfiguration = .standard) {
        self.configuration = configuration
    }

    /// The findings of every configured rule over `files`, sorted by path, then line and column,
    /// then the catalog's order of rules.
    package func findings(in files: [LintedFile]) -> [LintFinding] {
        var findings: [(LintFinding, order: Int)] = []
        for (order, configured) in configuration.rules.enumerated() {
            for problem in configured.rule.problems(in: files) {
                let finding = LintFinding(
                    path: problem.path, line: problem.line, column: problem.column, severity: configured.severity,
                    message: problem.message, ruleID: configured.id)
                findings.append((finding, order))
            }
        }
        return findings.sorted { left, right in
            (left.0.path, left.0.line, left.0.column, left.order) < (
                right.0.path, right.0.line, right.0.column, right.order
            )
        }.map(\.0)
    }
}
