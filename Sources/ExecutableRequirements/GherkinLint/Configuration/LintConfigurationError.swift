/// A configuration the linter cannot use, naming the file and the key: an unknown rule, a
/// severity or an option that is not one the rule takes.
///
/// ```swift
/// // .verity-lint.json: rules.scenario-size.steps: expected a whole number above zero, got "many"
/// ```
package struct LintConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The configuration file, as given.
    package var file: String
    /// Where in it, as a dotted path (`rules.scenario-size.steps`).
    package var key: String
    /// What is wrong and what is expected.
    package var reason: String

    /// Creates an error.
    package init(file: String, key: String, reason: String) {
        self.file = file
        self.key = key
        self.reason = reason
    }

    /// `file: key: reason`.
    package var description: String { "\(file): \(key): \(reason)" }
}
