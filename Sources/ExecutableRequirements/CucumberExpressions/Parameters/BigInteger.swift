/// An arbitrary-size integer as matched by `{biginteger}`, keeping the exact digits.
///
/// ```swift
/// let value = try expression.match("I owe 123456789012345678901234567890")?[0]
///     .value(as: BigInteger.self)
/// value?.text         // "123456789012345678901234567890"
/// value?.int64Value   // nil: it does not fit
/// ```
public struct BigInteger: Sendable, Hashable, CustomStringConvertible {
    /// The number exactly as written in the step.
    public let text: String

    /// Wraps integer text such as `-42`.
    public init(text: String) {
        self.text = text
    }

    /// The value when it fits in an `Int64`.
    public var int64Value: Int64? { Int64(text) }

    /// Same as ``text``.
    public var description: String { text }
}
