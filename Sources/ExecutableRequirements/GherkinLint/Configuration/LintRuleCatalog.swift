/// Every quality rule Verity has, in the order findings of one line are printed, and the ids of
/// gherkin-lint's rules, so that a `.gherkin-lintrc` naming one Verity lacks is read, not refused.
package enum LintRuleCatalog {
    /// Every rule.
    package static let all: [LintRuleDefinition] = [
        NoEmptyFile.definition,
        NoFilesWithoutScenarios.definition,
        NoEmptyBackground.definition,
        NoRuleWithoutExamples.definition,
        NoScenarioWithoutThen.definition,
        NoScenarioOutlinesWithoutExamples.definition,
        NoUnknownVariables.definition,
        NoUnusedVariables.definition,
        KeywordsInLogicalOrder.definition,
        ScenarioSize.definition,
        NoDupeFeatureNames.definition,
        NoDupeScenarioNames.definition,
        NoRestrictedPatterns.definition,
        RequiredTags.definition,
        AllowedTags.definition,
    ]

    /// The rule named `id`, if Verity has it.
    package static func definition(_ id: String) -> LintRuleDefinition? { all.first { $0.id == id } }

    /// gherkin-lint's rule ids, those Verity has among them.
    package static let gherkinLintIDs: Set<String> = [
        "no-tags-on-backgrounds", "one-feature-per-file", "up-to-one-background-per-file", "no-multiline-steps",
        "allowed-tags", "file-name", "indentation", "max-scenarios-per-file", "name-length", "new-line-at-eof",
        "no-background-only-scenario", "no-dupe-feature-names", "no-dupe-scenario-names", "no-duplicate-tags",
        "no-empty-background", "no-empty-file", "no-examples-in-scenarios", "no-files-without-scenarios",
        "no-homogenous-tags", "no-multiple-empty-lines", "no-partially-commented-tag-lines", "no-restricted-patterns",
        "no-restricted-tags", "no-scenario-outlines-without-examples", "no-superfluous-tags", "no-trailing-spaces",
        "no-unnamed-features", "no-unnamed-scenarios", "no-unused-variables", "one-space-between-tags",
        "required-tags", "scenario-size", "use-and", "keywords-in-logical-order",
    ]
}
