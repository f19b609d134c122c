import BankCore

/// How the feature files write an amount, `$50.00` or `$50`, shared by the API and the browser
/// steps so both read the same sentences the same way.
enum FeatureAmount {
    /// The `{amount}` parameter type's pattern.
    static let regexp = #"\$\d+(?:\.\d{2})?"#

    /// The amount as `Money`, zero included: a Then may expect `$0.00 pending`, which
    /// `Money(parsing:)` (the customer's input, so positive only) refuses.
    static func money(_ text: String) -> Money? {
        let parts = text.drop { $0 == "$" }.split(separator: ".", omittingEmptySubsequences: false)
        guard let dollars = parts.first.flatMap({ Int64($0) }) else { return nil }
        let cents = parts.count == 2 ? Int64(parts[1]) : 0
        let (hundreds, overflow) = dollars.multipliedReportingOverflow(by: 100)
        guard let cents, !overflow else { return nil }
        let (total, tooLarge) = hundreds.addingReportingOverflow(cents)
        return tooLarge ? nil : Money(cents: total)
    }
}
