/// One quality check over parsed feature files.
///
/// A rule that looks at one file at a time conforms to ``FileLintRule`` instead; a rule that
/// compares files (duplicate names) implements ``problems(in:)`` itself.
package protocol LintRule: Sendable {
    /// The problems in `files`, in any order: the linter sorts them.
    func problems(in files: [LintedFile]) -> [LintProblem]
}

/// A quality check that needs one file at a time.
package protocol FileLintRule: LintRule {
    /// The problems in `file`.
    func problems(in file: LintedFile) -> [LintProblem]
}

extension FileLintRule {
    /// The problems of each file in turn.
    package func problems(in files: [LintedFile]) -> [LintProblem] { files.flatMap { problems(in: $0) } }
}
