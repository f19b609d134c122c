import CucumberMessages

/// What a rule reports before the linter gives it the rule's id and configured severity: where,
/// and what is wrong.
package struct LintProblem: Hashable, Sendable {
    /// The file, as it was given to the linter.
    package var path: String
    /// The 1-based line.
    package var line: Int
    /// The 1-based column.
    package var column: Int
    /// What is wrong.
    package var message: String

    /// A problem at `location` of the file at `path`; a location without a column is at the
    /// start of its line.
    package init(path: String, at location: Location, column: Int? = nil, _ message: String) {
        self.path = path
        self.line = location.line
        self.column = column ?? location.column ?? 1
        self.message = message
    }
}
