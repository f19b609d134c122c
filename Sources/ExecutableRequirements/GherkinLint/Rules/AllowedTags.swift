import CucumberMessages

/// `allowed-tags`: a tag, on a feature, rule, scenario or examples, that is neither one of the
/// configured tags nor matches one of the configured patterns. Off until configured.
///
/// Options: `{"tags": ["@wip", "@slow"], "patterns": ["^@issue:"]}`, as gherkin-lint's.
package struct AllowedTags: FileLintRule {
    /// The tags allowed as written, `@` included.
    package var tags: Set<String> = []
    /// The patterns an allowed tag may match instead.
    package var patterns: [LintPattern] = []

    /// The rule's id, default severity and options.
    package static let definition = LintRuleDefinition(
        id: "allowed-tags", defaultSeverity: .off,
        summary: "A tag that is not among the configured ones (tags: [...], patterns: [...])."
    ) { options in
        let members = try options.members(allowing: ["tags", "patterns"])
        var rule = AllowedTags()
        rule.tags = Set(try options.strings("tags", in: members) ?? [])
        rule.patterns = try options.regexes(try options.strings("patterns", in: members) ?? [], key: "patterns")
        guard !rule.tags.isEmpty || !rule.patterns.isEmpty else {
            throw options.invalid("tags", "no allowed tag or pattern configured")
        }
        return rule
    }

    /// The tags of `file` not allowed, each where it is written.
    package func problems(in file: LintedFile) -> [LintProblem] {
        guard let feature = file.document.feature else { return [] }
        var all = feature.tags
        for child in feature.children {
            if let rule = child.rule { all += rule.tags }
        }
        for scenario in file.scenarios { all += scenario.tags + scenario.examples.flatMap(\.tags) }
        return all.filter { tag in !tags.contains(tag.name) && !patterns.contains { $0.matches(tag.name) } }
            .map { file.problem(at: $0.location, "Tag \($0.name) is not allowed") }
    }
}
