/// How much a finding of a quality rule matters: an ``error`` fails `verity lint`, a
/// ``warning`` is printed only, and a rule that is ``off`` is not run.
///
/// A struct over an internal enum, so that a level added later breaks no caller's `switch`.
///
/// ```swift
/// let severity = try LintSeverity(configured: "warn")  // .warning
/// print(severity)                                         // "warning"
/// ```
package struct LintSeverity: Comparable, Hashable, Sendable, CustomStringConvertible {
    private enum Level: Int {
        case off, warning, error
    }

    private let level: Level

    /// The finding fails the lint run.
    package static let error = LintSeverity(level: .error)
    /// The finding is printed but does not fail the run.
    package static let warning = LintSeverity(level: .warning)
    /// The rule is not run.
    package static let off = LintSeverity(level: .off)

    /// The severity a configuration names: `error`, `warning` (or `warn`), `off`, or `on`, which
    /// is gherkin-lint's word for a rule that fails the run and so means `error`; `nil` for
    /// anything else.
    package init?(configured word: String) {
        switch word {
        case "error", "on": level = .error
        case "warning", "warn": level = .warning
        case "off": level = .off
        default: return nil
        }
    }

    private init(level: Level) { self.level = level }

    /// `error`, `warning` or `off`, as printed in a finding and written in a configuration.
    package var description: String {
        switch level {
        case .off: "off"
        case .warning: "warning"
        case .error: "error"
        }
    }

    /// Orders by weight: off, then warning, then error.
    package static func < (left: LintSeverity, right: LintSeverity) -> Bool {
        left.level.rawValue < right.level.rawValue
    }
}
