/// Where a string literal lies in a Swift file's UTF-8 and how it is delimited; its value is
/// worked out only for the few literals a definition uses (``value(in:)``).
struct SwiftStringLiteral: Sendable {
    /// The offset of the first delimiter byte (a `#` or the `"`).
    var start: Int
    /// The offset just past the closing delimiter (or the end of the line or file for an
    /// unterminated literal).
    var end: Int
    /// The first byte of the content, after `"`, `#"` or `"""` and its line break.
    var contentStart: Int
    /// The offset just past the content: the closing delimiter's first byte.
    var contentEnd: Int
    /// How many `#` delimit it: 0 for `"…"`, 1 for `#"…"#`.
    var hashes: Int
    /// Whether it is a `"""` literal.
    var isMultiline: Bool
    /// Whether it contains `\(…)`: its value exists only at run time.
    var hasInterpolation: Bool
    /// Whether the file ended (or, for a one-line literal, the line did) before it closed.
    var isUnterminated: Bool
}
