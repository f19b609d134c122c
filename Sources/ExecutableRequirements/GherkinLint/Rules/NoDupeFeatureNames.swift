/// `no-dupe-feature-names`: two features of the linted files with the same name, which the
/// reports and the living docs cannot tell apart. Each repeat is reported, naming the first.
package struct NoDupeFeatureNames: LintRule {
    /// The rule's id, default severity and options (none).
    package static let definition = LintRuleDefinition(
        id: "no-dupe-feature-names", defaultSeverity: .warning, summary: "Two Features with the same name."
    ) { options in
        try options.expectNone()
        return NoDupeFeatureNames()
    }

    /// The features of `files` whose name an earlier one has.
    package func problems(in files: [LintedFile]) -> [LintProblem] {
        var first: [String: (path: String, line: Int)] = [:]
        var problems: [LintProblem] = []
        for file in files {
            guard let feature = file.document.feature, !feature.name.isEmpty else { continue }
            if let earlier = first[feature.name] {
                problems.append(
                    file.problem(
                        at: feature.location,
                        "Feature name \(feature.name.lintQuoted) is already used at \(earlier.path):\(earlier.line)"))
            } else {
                first[feature.name] = (file.path, feature.location.line)
            }
        }
        return problems
    }
}
