/// Something wrong with a step definition or parameter type in a Swift file, shown there as a
/// diagnostic by the language server: an undefined parameter type, a pattern that does not
/// compile, a clashing type.
///
/// ```swift
/// for problem in compiled.problems { print(problem.location.path, problem.message) }
/// ```
package struct DefinitionProblem: Sendable, Hashable {
    /// How serious a problem is: the levels an editor shows a definition's problems at.
    package enum Severity: Sendable, Hashable {
        case error
        case warning
        case hint
    }

    /// Where the definition is written.
    package var location: SourceSpan
    /// One of ``DiagnosticCode``'s names.
    package var code: String
    package var message: String
    package var severity: Severity

    /// Creates a problem.
    package init(location: SourceSpan, code: String, message: String, severity: Severity = .error) {
        self.location = location
        self.code = code
        self.message = message
        self.severity = severity
    }
}
