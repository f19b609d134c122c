import VerityWorkspace

extension DefinitionProblem {
    /// The problem as a diagnostic of its file.
    package var diagnostic: Diagnostic {
        Diagnostic(range: location.range, severity: severity.diagnosticSeverity, code: code, message: message)
    }
}

extension DefinitionProblem.Severity {
    /// The LSP level of a problem of this severity.
    var diagnosticSeverity: Diagnostic.Severity {
        switch self {
        case .error: .error
        case .warning: .warning
        case .hint: .hint
        }
    }
}
