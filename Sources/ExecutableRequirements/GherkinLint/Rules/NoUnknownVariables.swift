import CucumberMessages

/// `no-unknown-variables`: a `<name>` in an outline's name, step or data table that an examples
/// table has no column for, so the text stays `<name>` when the outline runs.
///
/// Doc strings are left out: `<tag>` in HTML or XML content is rarely meant as a variable.
package struct NoUnknownVariables: FileLintRule {
    /// The rule's id, default severity and options (none).
    package static let definition = LintRuleDefinition(
        id: "no-unknown-variables", defaultSeverity: .error,
        summary: "A <variable> in an outline that an Examples table has no column for."
    ) { options in
        try options.expectNone()
        return NoUnknownVariables()
    }

    /// What `file` has of the problem the rule names.
    package func problems(in file: LintedFile) -> [LintProblem] {
        var problems: [LintProblem] = []
        for outline in file.scenarios where !outline.examples.isEmpty {
            let tables = outline.examples.compactMap { examples in
                examples.tableHeader.map { (line: examples.location.line, columns: Set($0.cells.map(\.value))) }
            }
            guard !tables.isEmpty else { continue }
            func check(_ text: String, at location: Location, textColumn: Int?) {
                for variable in OutlineVariable.all(in: text) {
                    let missing = tables.filter { !$0.columns.contains(variable.name) }
                    guard let first = missing.first else { continue }
                    let lines = missing.map { "\($0.line)" }.joined(separator: ", ")
                    let place =
                        missing.count == tables.count
                        ? (tables.count == 1 ? "the examples at line \(first.line)" : "any of the examples")
                        : "the examples at line\(missing.count == 1 ? "" : "s") \(lines)"
                    problems.append(
                        file.problem(
                            at: location, column: textColumn.map { $0 + variable.offset },
                            "<\(variable.name)> is not a column of \(place)"))
                }
            }
            check(outline.name, at: outline.location, textColumn: nil)
            for step in outline.steps {
                let column = (step.location.column ?? 1) + step.keyword.unicodeScalars.count
                check(step.text, at: step.location, textColumn: column)
                for row in step.dataTable?.rows ?? [] {
                    for cell in row.cells { check(cell.value, at: cell.location, textColumn: cell.location.column) }
                }
            }
        }
        return problems
    }
}
