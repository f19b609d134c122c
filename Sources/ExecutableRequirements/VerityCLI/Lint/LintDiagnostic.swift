/// One problem in one file, printed as `path:line:column: message`, and, when the problem has
/// a hint, a second line `path:line:column: hint: …`.
struct LintDiagnostic: Equatable, Sendable, CustomStringConvertible {
    var path: String
    var line: Int
    /// The 1-based column; `nil` at end of file (printed as 0, as the official messages do).
    var column: Int?
    /// The official message, as the reference implementations word it.
    var message: String
    /// What was probably meant (see `GherkinError.hint(in:)`), kept apart from the official
    /// message so that the first line stays the official one.
    var hint: String?

    var description: String { "\(path):\(line):\(column ?? 0): \(message)" }

    /// The lines a person reads: the official one, then the hint on a line of its own.
    var printed: String {
        description + "\n" + (hint.map { "\(path):\(line):\(column ?? 0): hint: \($0)\n" } ?? "")
    }
}
