/// One issue a test records for its scenario: where in the `.feature` file, and what it says.
///
/// Each failing, pending or ambiguous step is an issue of its own, at its line. The undefined
/// steps of a scenario are one issue, at the first of them, listing the others: a suite written
/// requirements first has every step undefined, and an issue per step would fill the console
/// with blocks that all say the same thing before the snippet block that answers them.
struct ScenarioIssue: Equatable {
    /// What the issue says.
    var text: String
    /// The `.feature` file's URI.
    var uri: String
    /// The 1-based line in the `.feature` file.
    var line: Int
    /// The 1-based column in the `.feature` file.
    var column: Int

    /// The issues of a scenario whose steps and hooks had `problems` (those that fail the run),
    /// in the order of their first step.
    static func issues(for problems: [StepProblem]) -> [ScenarioIssue] {
        let undefined = problems.filter { $0.status == .undefined }
        var issues: [ScenarioIssue] = []
        for problem in problems {
            if problem.status != .undefined {
                issues.append(
                    ScenarioIssue(
                        text: problem.pointingAtTheSnippetBlock, uri: problem.uri, line: problem.line,
                        column: problem.column))
            } else if problem == undefined.first {
                issues.append(grouping(undefined, first: problem))
            }
        }
        return issues
    }

    /// One issue for the undefined steps `undefined`, at the first of them, `first`.
    private static func grouping(_ undefined: [StepProblem], first: StepProblem) -> ScenarioIssue {
        guard undefined.count > 1 else {
            return ScenarioIssue(
                text: first.pointingAtTheSnippetBlock, uri: first.uri, line: first.line, column: first.column)
        }
        let location =
            undefined.contains { $0.snippet != nil }
            ? " (their snippets are in the block printed at the end of the run)" : ""
        var text = "\(StepStatus.undefined.rawValue): \(undefined.count) steps\(location):"
        for problem in undefined { text += "\n  line \(problem.line): \(problem.step)" }
        return ScenarioIssue(text: text, uri: first.uri, line: first.line, column: first.column)
    }
}
