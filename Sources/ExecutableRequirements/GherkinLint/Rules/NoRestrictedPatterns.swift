import CucumberMessages

/// `no-restricted-patterns`: a name, description or step that matches a configured pattern
/// (a regular expression, ignoring case), such as UI words (`click`, `button`) in requirements
/// meant for the API level. Off until patterns are configured.
///
/// Options: `{"patterns": {"Step": ["click", "button"]}}`, or gherkin-lint's form without the
/// `patterns` level. The kinds: `Global` (everything), `Feature` and `Rule` (name and
/// description), `Background` and `Scenario` (name, description and steps, as gherkin-lint), `Step`
/// (every step), and `Given`, `When`, `Then` (the steps of that kind, `And` and `But` included).
package struct NoRestrictedPatterns: FileLintRule {
    /// The patterns of each kind.
    package var patterns: [String: [LintPattern]] = [:]

    private static let kinds: Set<String> = [
        "Global", "Feature", "Rule", "Background", "Scenario", "Step", "Given", "When", "Then",
    ]

    /// The rule's id, default severity and options.
    package static let definition = LintRuleDefinition(
        id: "no-restricted-patterns", defaultSeverity: .off,
        summary: "A name, description or step matching a configured pattern (patterns: {Step: [...]})."
    ) { options in
        let members = try options.members(allowing: kinds.union(["patterns"]))
        var byKind = members
        var prefix = ""
        if let nested = members["patterns"] {
            guard members.count == 1, case .object(let inner) = nested else {
                throw options.invalid(
                    "patterns", "expected an object such as {\"Step\": [\"click\"]} and nothing beside it")
            }
            byKind = inner
            prefix = "patterns."
        }
        var rule = NoRestrictedPatterns()
        for kind in byKind.keys.sorted() {
            guard kinds.contains(kind) else {
                throw options.invalid(
                    prefix + kind, "unknown kind; expected one of \(kinds.sorted().joined(separator: ", "))")
            }
            let sources = try options.strings(kind, in: byKind, path: prefix + kind) ?? []
            rule.patterns[kind] = try options.regexes(sources, key: prefix + kind)
        }
        guard rule.patterns.values.contains(where: { !$0.isEmpty }) else {
            throw options.invalid("patterns", "no pattern configured; give {\"patterns\": {\"Step\": [\"…\"]}}")
        }
        return rule
    }

    /// The texts of `file` that match a pattern of their kind, one finding per text and pattern.
    package func problems(in file: LintedFile) -> [LintProblem] {
        guard let feature = file.document.feature else { return [] }
        var problems: [LintProblem] = []
        func check(_ text: String, _ what: String, at location: Location, kinds: [String]) {
            guard !text.isEmpty else { return }
            var reported: Set<String> = []
            for pattern in (["Global"] + kinds).flatMap({ patterns[$0] ?? [] })
            where !reported.contains(pattern.source) && pattern.matches(text) {
                reported.insert(pattern.source)
                problems.append(
                    file.problem(at: location, "\(what) matches the restricted pattern \(pattern.source.lintQuoted)"))
            }
        }
        func check(steps: [Step], of kind: String) {
            for (step, stepKind) in zip(steps, StepKinds.effective(of: steps)) {
                let keywordKind: [StepKeywordType: String] = [.context: "Given", .action: "When", .outcome: "Then"]
                check(
                    step.text, "Step \((step.keyword + step.text).lintQuoted)", at: step.location,
                    kinds: [kind, "Step"] + (keywordKind[stepKind].map { [$0] } ?? []))
            }
        }
        check(feature.name, "Feature name", at: feature.location, kinds: ["Feature"])
        check(feature.description, "Feature description", at: feature.location, kinds: ["Feature"])
        for rule in feature.children.compactMap(\.rule) {
            check(rule.name, "Rule name", at: rule.location, kinds: ["Rule"])
            check(rule.description, "Rule description", at: rule.location, kinds: ["Rule"])
        }
        for background in file.backgrounds {
            check(background.name, "Background name", at: background.location, kinds: ["Background"])
            check(background.description, "Background description", at: background.location, kinds: ["Background"])
            check(steps: background.steps, of: "Background")
        }
        for scenario in file.scenarios {
            check(scenario.name, "\(scenario.keyword) name", at: scenario.location, kinds: ["Scenario"])
            check(scenario.description, "\(scenario.keyword) description", at: scenario.location, kinds: ["Scenario"])
            check(steps: scenario.steps, of: "Scenario")
        }
        return problems
    }
}
