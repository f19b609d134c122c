import BankCore
import Foundation

/// A charge as the customer typed it (form fields or JSON), checked into a `ChargeRequest`.
struct ChargeInput: Sendable, Equatable {
    var account: String
    var amount: String
    var merchant: String

    /// The longest merchant name accepted.
    static let maximumMerchantLength = 80

    /// The request, or the sentence saying what to correct (nothing has been changed then).
    func request() throws(WebFailure) -> ChargeRequest {
        let money: Money
        do {
            money = try Money(parsing: amount)
        } catch {
            throw .badRequest(error.message)
        }
        let merchant = merchant.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !merchant.isEmpty else { throw .badRequest("Enter the merchant's name.") }
        guard merchant.count <= Self.maximumMerchantLength else {
            throw .badRequest("Enter a merchant name of at most \(Self.maximumMerchantLength) characters.")
        }
        guard !account.isEmpty else { throw .badRequest("Choose an account.") }
        return ChargeRequest(account: AccountID(rawValue: account), amount: money, merchant: merchant)
    }
}
