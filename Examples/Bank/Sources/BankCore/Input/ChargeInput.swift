import Foundation

/// A charge as it was typed (form fields) or sent (JSON), checked into a `ChargeRequest`: the
/// one place where text becomes a charge, for the pages, the JSON API and the requirements.
///
/// ```swift
/// try ChargeInput(account: "a1", amount: "12.50", merchant: "Bakery").request()
/// try ChargeInput(account: "a1", amount: "12.50", merchant: "NUL\u{0}after").request()
/// // throws ChargeInputError(field: .merchant, …)
/// ```
public struct ChargeInput: Sendable, Hashable {
    /// The account's id as sent.
    public var account: String
    /// The amount as typed, checked by `Money(parsing:)`.
    public var amount: String
    /// The merchant as typed.
    public var merchant: String

    /// The longest merchant name accepted.
    public static let maximumMerchantLength = 80

    /// Creates the input.
    public init(account: String, amount: String, merchant: String) {
        self.account = account
        self.amount = amount
        self.merchant = merchant
    }

    /// The request, or the field to correct and why (nothing has been changed then).
    public func request() throws(ChargeInputError) -> ChargeRequest {
        let money: Money
        do {
            money = try Money(parsing: amount)
        } catch {
            throw ChargeInputError(field: .amount, message: error.message)
        }
        do {
            try TypedText.check(merchant, as: .merchant)
        } catch {
            throw ChargeInputError(field: .merchant, message: error.message)
        }
        let merchant = merchant.trimmingCharacters(in: .whitespaces)
        guard !merchant.isEmpty else { throw ChargeInputError(field: .merchant, message: "Enter the merchant's name.") }
        guard merchant.count <= Self.maximumMerchantLength else {
            throw ChargeInputError(
                field: .merchant, message: "Enter a merchant name of at most \(Self.maximumMerchantLength) characters.")
        }
        guard !account.isEmpty else { throw ChargeInputError(field: .account, message: "Choose an account.") }
        return ChargeRequest(account: AccountID(rawValue: account), amount: money, merchant: merchant)
    }
}

/// Why a typed charge was refused: the field to correct, and the sentence saying how.
public struct ChargeInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The field at fault.
    public var field: TextField
    /// The sentence to show.
    public var message: String

    /// Creates the error.
    public init(field: TextField, message: String) {
        self.field = field
        self.message = message
    }

    /// The message.
    public var description: String {
        message
    }
}
