import Foundation

/// An arbitrary-precision decimal number as matched by `{bigdecimal}`, keeping the exact text.
///
/// ```swift
/// let value = try expression.match("pi is 3.14159265358979323846264338327950288")?[0]
///     .value(as: BigDecimal.self)
/// value?.text     // "3.14159265358979323846264338327950288", every digit kept
/// value?.decimal  // the nearest Foundation.Decimal (38 significant digits at most)
/// ```
public struct BigDecimal: Sendable, Hashable, CustomStringConvertible {
    /// The number exactly as written in the step.
    public let text: String

    /// Wraps decimal text such as `-1.5E+3`.
    public init(text: String) {
        self.text = text
    }

    /// The value as a Foundation `Decimal`; digits beyond its precision are rounded off.
    public var decimal: Decimal? {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// Same as ``text``.
    public var description: String { text }
}
