import BankCore

/// What a session's page shows besides its `Banking` model: the outcome of the last charge
/// and what was typed into the charge form.
///
/// NB: the notes stay until the next charge rather than vanishing after one page view, because
/// a live update re-renders the page from them: a result that disappeared on the first
/// re-render would be gone before the customer read it.
struct PageNotes: Sendable, Equatable {
    /// The last charge's decision, as shown in `#charge-result`.
    var chargeResult: ChargeResultNote?
    /// Why the last charge was refused before it reached the bank, as shown in `#charge-error`.
    var chargeError: String?
    /// The charge form's values to show again, so a refused amount can be corrected.
    var form = ChargeFormValues()
}

/// A charge's decision in words: `approved` or `declined`, and the sentence.
struct ChargeResultNote: Sendable, Equatable {
    var decision: String
    var text: String

    /// The note for `outcome` of a charge of `amount` at `merchant`; `nil` for an unknown account
    /// or a charge the store could not decide, which are errors rather than decisions.
    init?(outcome: ChargeOutcome, merchant: String) {
        switch outcome {
        case .approved(let transaction):
            decision = "approved"
            text = "Approved: \(transaction.amount) at \(merchant)."
        case .declined(let amount, let spendable):
            decision = "declined"
            text = ChargeResultNote.declinedText(amount: amount, merchant: merchant, spendable: spendable)
        case .unknownAccount, .notDecided:
            return nil
        }
    }

    /// `Declined: $51.00 at Corner Shop is more than the $50.00 you can spend.`
    static func declinedText(amount: Money, merchant: String, spendable: Money) -> String {
        "Declined: \(amount) at \(merchant) is more than the \(spendable) you can spend."
    }
}

/// The charge form's fields as the customer last sent them.
struct ChargeFormValues: Sendable, Equatable {
    var account: String?
    var amount = ""
    var merchant = ""
}
