/// One problem a quality rule found, printed as `path:line:column: severity: message [rule-id]`.
///
/// ```swift
/// let finding = LintFinding(
///     path: "refunds.feature", line: 3, column: 3, severity: .warning,
///     message: "Scenario \"a refund\" has no Then step", ruleID: "no-scenario-without-then")
/// print(finding)
/// // refunds.feature:3:3: warning: Scenario "a refund" has no Then step [no-scenario-without-then]
/// ```
package struct LintFinding: Hashable, Sendable, CustomStringConvertible {
    /// The file, as it was given to the linter.
    package var path: String
    /// The 1-based line of what the finding is about.
    package var line: Int
    /// The 1-based column, counted in characters as Gherkin counts them.
    package var column: Int
    /// The rule's configured severity.
    package var severity: LintSeverity
    /// What is wrong, naming the scenario, step or tag.
    package var message: String
    /// The id of the rule that found it, as written in a configuration.
    package var ruleID: String

    /// Creates a finding.
    package init(path: String, line: Int, column: Int, severity: LintSeverity, message: String, ruleID: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.ruleID = ruleID
    }

    /// `path:line:column: severity: message [rule-id]`.
    package var description: String { "\(path):\(line):\(column): \(severity): \(message) [\(ruleID)]" }
}
