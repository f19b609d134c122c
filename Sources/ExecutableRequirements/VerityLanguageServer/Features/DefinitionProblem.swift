/// Something wrong with a step definition or parameter type in a Swift file, shown there as a
/// diagnostic: an undefined parameter type, a pattern that does not compile, a clashing type.
///
/// ```swift
/// for problem in compiled.problems { print(problem.location.path, problem.message) }
/// ```
package struct DefinitionProblem: Sendable, Hashable {
    /// Where the definition is written.
    package var location: SourceSpan
    /// One of ``DiagnosticCode``'s names.
    package var code: String
    package var message: String
    package var severity: Diagnostic.Severity

    /// Creates a problem.
    package init(location: SourceSpan, code: String, message: String, severity: Diagnostic.Severity = .error) {
        self.location = location
        self.code = code
        self.message = message
        self.severity = severity
    }

    /// The problem as a diagnostic of its file.
    package var diagnostic: Diagnostic {
        Diagnostic(range: location.range, severity: severity, code: code, message: message)
    }
}
