import Foundation

/// A configured regular expression, matched anywhere in a text and ignoring case, as
/// gherkin-lint matches its patterns.
///
/// ```swift
/// let pattern = LintPattern("click")
/// pattern?.matches("I Click the button")  // true
/// ```
package struct LintPattern: Sendable, CustomStringConvertible {
    /// The pattern as written.
    package let source: String
    // NB: Foundation's expression rather than `Regex`, which is not `Sendable`: a configuration
    // is shared by the language server's requests.
    private let expression: NSRegularExpression

    /// The pattern `source`; `nil` when it is not a valid regular expression.
    package init?(_ source: String) {
        guard let expression = try? NSRegularExpression(pattern: source, options: [.caseInsensitive]) else {
            return nil
        }
        self.source = source
        self.expression = expression
    }

    /// Whether the pattern matches some part of `text`.
    package func matches(_ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// The pattern as written.
    package var description: String { source }
}
