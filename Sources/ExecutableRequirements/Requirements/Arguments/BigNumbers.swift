import CucumberExpressions

/// An integer of any size, as `{biginteger}` gives it; snippets propose it where a number does
/// not fit an `Int`, so a pasted snippet needs nothing but `import Requirements`.
///
/// ```swift
/// steps.given("the balance is {biginteger}") { (world, balance: BigInteger) in
///     world.balance = balance.description
/// }
/// ```
public typealias BigInteger = CucumberExpressions.BigInteger

/// A decimal number of any size and precision, as `{bigdecimal}` gives it.
public typealias BigDecimal = CucumberExpressions.BigDecimal
