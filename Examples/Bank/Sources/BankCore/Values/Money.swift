/// An amount of US dollars, held as a whole number of cents so that no arithmetic ever rounds.
///
/// Amounts typed by a customer go through `init(parsing:)`, the one parser the web form, the
/// JSON API and the requirements all use; amounts computed by the bank (balances, totals) use
/// `init(cents:)` and arithmetic, and may be zero or negative.
///
/// ```swift
/// let amount = try Money(parsing: "$1,250.00")   // 125_000 cents
/// print(amount - .dollars(250))                   // "$1,000.00"
/// ```
public struct Money: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The amount in cents; negative for a debt.
    public var cents: Int64

    /// The largest amount a customer may enter: $1,000,000.00.
    public static let largestAmount = Money(cents: 100_000_000)

    /// No money at all.
    public static let zero = Money(cents: 0)

    /// Creates an amount of `cents` cents.
    public init(cents: Int64) {
        self.cents = cents
    }

    /// A whole number of dollars.
    ///
    /// ```swift
    /// Money.dollars(50).description   // "$50.00"
    /// ```
    public static func dollars(_ dollars: Int64) -> Money {
        Money(cents: dollars * 100)
    }

    /// Reads an amount a customer typed: `"12.50"`, `"12"`, `"$12.50"`, `"1,250.00"`. It must be
    /// a whole number of cents (`"0.010"` is one cent; `"12.345"` is refused), greater than zero
    /// and at most $1,000,000.00; anything
    /// else throws an `AmountError` whose message tells the customer what to type instead.
    ///
    /// ```swift
    /// try Money(parsing: "12.5")    // $12.50
    /// try Money(parsing: "12.345")  // throws: "Enter an amount in dollars and cents, like 12.50."
    /// ```
    public init(parsing text: String) throws(AmountError) {
        let cents = try MoneyText.cents(in: text)
        guard cents > 0 else { throw AmountError.notPositive }
        guard cents <= Money.largestAmount.cents else { throw AmountError.tooLarge }
        self.init(cents: cents)
    }

    /// The sum of two amounts.
    public static func + (lhs: Money, rhs: Money) -> Money {
        Money(cents: lhs.cents + rhs.cents)
    }

    /// The difference of two amounts; negative when `rhs` is larger.
    public static func - (lhs: Money, rhs: Money) -> Money {
        Money(cents: lhs.cents - rhs.cents)
    }

    /// Orders amounts by value.
    public static func < (lhs: Money, rhs: Money) -> Bool {
        lhs.cents < rhs.cents
    }

    /// The amount as customers read it, grouped the US way: `"$1,250.00"`, `"-$3.00"`.
    public var description: String {
        let sign = cents < 0 ? "-" : ""
        return "\(sign)$\(MoneyText.grouped(cents.magnitude / 100)).\(MoneyText.twoDigits(cents.magnitude % 100))"
    }

    /// The amount as plain decimal text, as the JSON API writes it: `"1250.00"`, `"-3.00"`.
    public var decimalText: String {
        let sign = cents < 0 ? "-" : ""
        return "\(sign)\(cents.magnitude / 100).\(MoneyText.twoDigits(cents.magnitude % 100))"
    }
}

extension Sequence where Element == Money {
    /// The total of the amounts; `.zero` for none.
    public func sum() -> Money {
        reduce(.zero, +)
    }
}
