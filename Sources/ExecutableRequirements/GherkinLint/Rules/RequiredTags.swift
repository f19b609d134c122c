/// `required-tags`: a scenario without a tag matching each configured pattern, its own or its
/// feature's or rule's (an outline's examples count when every examples block has one). Off
/// until tags are configured.
///
/// Options: `{"tags": ["^@issue:"], "ignoreUntagged": false}`, as gherkin-lint's.
package struct RequiredTags: FileLintRule {
    /// The patterns every scenario needs a tag for.
    package var tags: [LintPattern] = []
    /// Whether a scenario with no tag at all is left alone.
    package var ignoreUntagged = false

    /// The rule's id, default severity and options.
    package static let definition = LintRuleDefinition(
        id: "required-tags", defaultSeverity: .off,
        summary: "A Scenario without a tag matching each configured pattern (tags: [...])."
    ) { options in
        let members = try options.members(allowing: ["tags", "ignoreUntagged"])
        var rule = RequiredTags()
        rule.tags = try options.regexes(try options.strings("tags", in: members) ?? [], key: "tags")
        rule.ignoreUntagged = try options.bool("ignoreUntagged", in: members) ?? false
        guard !rule.tags.isEmpty else { throw options.invalid("tags", "no tag pattern configured") }
        return rule
    }

    /// The scenarios of `file` that lack a required tag, one finding per missing pattern.
    package func problems(in file: LintedFile) -> [LintProblem] {
        var problems: [LintProblem] = []
        for (scenario, inherited) in file.scenariosWithInheritedTags {
            let names = (inherited + scenario.tags).map(\.name)
            if ignoreUntagged && names.isEmpty { continue }
            for pattern in tags where !names.contains(where: pattern.matches) {
                let everyExamples =
                    !scenario.examples.isEmpty
                    && scenario.examples.allSatisfy { $0.tags.contains { pattern.matches($0.name) } }
                guard !everyExamples else { continue }
                problems.append(
                    file.problem(
                        at: scenario.location,
                        "\(scenario.keyword) \(scenario.name.lintQuoted) has no tag matching \(pattern.source.lintQuoted)"
                    ))
            }
        }
        return problems
    }
}
