/// Why a typed amount was refused, with the sentence to show the customer.
///
/// ```swift
/// do { _ = try Money(parsing: "abc") } catch { print(error.message) }
/// // Enter an amount in dollars and cents, like 12.50.
/// ```
public struct AmountError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of refusal.
    public enum Reason: String, Sendable, Hashable, Codable {
        /// Not dollars and cents: empty, not a number, or a fraction of a cent.
        case notAnAmount
        /// Zero or less.
        case notPositive
        /// More than $1,000,000.00.
        case tooLarge
    }

    /// Why the amount was refused.
    public var reason: Reason

    /// Creates the error for `reason`.
    public init(_ reason: Reason) {
        self.reason = reason
    }

    /// Empty, not a number, or a fraction of a cent.
    public static let notAnAmount = AmountError(.notAnAmount)
    /// Zero or less.
    public static let notPositive = AmountError(.notPositive)
    /// More than $1,000,000.00.
    public static let tooLarge = AmountError(.tooLarge)

    /// The sentence to show the customer.
    public var message: String {
        switch reason {
        case .notAnAmount: "Enter an amount in dollars and cents, like 12.50."
        case .notPositive: "Enter an amount greater than zero."
        case .tooLarge: "Enter an amount of at most \(Money.largestAmount)."
        }
    }

    /// The message.
    public var description: String {
        message
    }
}
