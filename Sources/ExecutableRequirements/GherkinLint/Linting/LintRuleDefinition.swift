/// What the configuration knows of a rule: its id, its severity when it is not configured, what
/// it checks, and how to make it from its options.
///
/// ```swift
/// let size = ScenarioSize.definition
/// print(size.id, size.defaultSeverity)  // scenario-size warning
/// ```
package struct LintRuleDefinition: Sendable {
    /// The stable id a configuration names and a finding ends with; gherkin-lint's where it
    /// has the rule.
    package let id: String
    /// The severity when the configuration does not name the rule.
    package let defaultSeverity: LintSeverity
    /// One line on what the rule reports.
    package let summary: String
    private let make: @Sendable (LintRuleOptions) throws -> any LintRule

    /// A rule named `id`, made from its options by `make`, which throws a
    /// ``LintConfigurationError`` for options it cannot use.
    package init(
        id: String, defaultSeverity: LintSeverity, summary: String,
        make: @escaping @Sendable (LintRuleOptions) throws -> any LintRule
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.make = make
    }

    /// The rule configured with `options`.
    package func rule(options: LintRuleOptions) throws -> any LintRule { try make(options) }
}
