/// `no-empty-file`: a file with no `Feature` (empty, or only comments and blank lines), which
/// the runner reads as nothing to run.
package struct NoEmptyFile: FileLintRule {
    /// The rule's id, default severity and options (none).
    package static let definition = LintRuleDefinition(
        id: "no-empty-file", defaultSeverity: .warning, summary: "A file with no Feature."
    ) { options in
        try options.expectNone()
        return NoEmptyFile()
    }

    /// What `file` has of the problem the rule names.
    package func problems(in file: LintedFile) -> [LintProblem] {
        guard file.document.feature == nil else { return [] }
        return [LintProblem(path: file.path, at: .init(line: 1, column: 1), "The file has no Feature")]
    }
}
