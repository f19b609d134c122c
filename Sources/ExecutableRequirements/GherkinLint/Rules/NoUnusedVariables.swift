/// `no-unused-variables`: an examples column that no `<name>` in the outline's name, steps,
/// data tables or doc strings uses, so its values change nothing.
package struct NoUnusedVariables: FileLintRule {
    /// The rule's id, default severity and options (none).
    package static let definition = LintRuleDefinition(
        id: "no-unused-variables", defaultSeverity: .warning,
        summary: "An Examples column that no step or name of the outline uses."
    ) { options in
        try options.expectNone()
        return NoUnusedVariables()
    }

    /// What `file` has of the problem the rule names.
    package func problems(in file: LintedFile) -> [LintProblem] {
        var problems: [LintProblem] = []
        for outline in file.scenarios where !outline.examples.isEmpty {
            var texts = [outline.name]
            for step in outline.steps {
                texts.append(step.text)
                if let docString = step.docString { texts.append(docString.content) }
                texts += step.dataTable?.rows.flatMap { $0.cells.map(\.value) } ?? []
            }
            let used = Set(texts.flatMap { OutlineVariable.all(in: $0).map(\.name) })
            for examples in outline.examples {
                for cell in examples.tableHeader?.cells ?? [] where !used.contains(cell.value) {
                    problems.append(
                        file.problem(
                            at: cell.location, "Examples column \(cell.value.lintQuoted) is not used in the outline"))
                }
            }
        }
        return problems
    }
}
