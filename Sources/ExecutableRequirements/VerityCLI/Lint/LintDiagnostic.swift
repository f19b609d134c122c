/// One problem in one file, printed as `path:line:column: message`.
struct LintDiagnostic: Equatable, Sendable, CustomStringConvertible {
    var path: String
    var line: Int
    /// The 1-based column; `nil` at end of file (printed as 0, as the official messages do).
    var column: Int?
    var message: String

    var description: String { "\(path):\(line):\(column ?? 0): \(message)" }
}
