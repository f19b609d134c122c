import GherkinLint

/// One problem in one file. A syntax error is printed as `path:line:column: message`, and, when
/// it has a hint, a second line `path:line:column: hint: …`; a quality rule's finding as
/// `path:line:column: severity: message [rule-id]`.
struct LintDiagnostic: Equatable, Sendable, CustomStringConvertible {
    var path: String
    var line: Int
    /// The 1-based column; `nil` at end of file (printed as 0, as the official messages do).
    var column: Int?
    /// The official message, as the reference implementations word it, or the rule's.
    var message: String
    /// What was probably meant (see `GherkinError.hint(in:)`), kept apart from the official
    /// message so that the first line stays the official one.
    var hint: String?
    /// Whether the problem fails the run; a syntax error always does.
    var severity: LintSeverity = .error
    /// The quality rule that found the problem; `nil` for a syntax error.
    var ruleID: String?

    /// The finding of a quality rule.
    init(_ finding: LintFinding) {
        self.init(path: finding.path, line: finding.line, column: finding.column, message: finding.message)
        severity = finding.severity
        ruleID = finding.ruleID
    }

    init(path: String, line: Int, column: Int?, message: String, hint: String? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
    }

    var description: String {
        guard let ruleID else { return "\(path):\(line):\(column ?? 0): \(message)" }
        return "\(path):\(line):\(column ?? 0): \(severity): \(message) [\(ruleID)]"
    }

    /// The lines a person reads: the official one, then the hint on a line of its own.
    var printed: String {
        description + "\n" + (hint.map { "\(path):\(line):\(column ?? 0): hint: \($0)\n" } ?? "")
    }
}
