import BankCore
import Testing

/// What the customer reads when something goes wrong: every error's description is the
/// sentence it shows (with the store's own words for a store failure, for the log), and a
/// merchant name longer than the bank keeps is refused with the limit.
@Suite struct WhatTheCustomerReads {
    @Test func eachErrorDescribesItselfWithTheSentenceItShows() {
        let refusal = TextRefusal(field: .merchant, kind: .controlCharacter, scalar: 0)
        #expect(refusal.description == refusal.message)
        #expect(refusal.message == "The merchant name contains a control character (U+0000), which is not allowed.")
        #expect(SignInError.wrongCredentials.description == "Wrong user name or password.")
        #expect(SignInError.notAllowed(refusal).description == refusal.message)
        let input = ChargeInputError(field: .account, message: "Choose an account.")
        #expect(input.description == "Choose an account.")
    }

    @Test func aStoreFailureKeepsTheStoresWordsForTheLogButNotForTheCustomer() {
        #expect(StoreTrouble.busy.description == StoreTrouble.busy.message)
        let failed = StoreTrouble.failed("disk I/O error")
        #expect(failed.description == failed.message + " (disk I/O error)")
        #expect(!failed.message.contains("disk I/O error"))
    }

    @Test func pendingChargesTheStoreCouldNotReadSayWhetherToTryAgainSoon() {
        #expect(PendingPageError.notRead(.busy).message == "The bank is busy right now. Try again in a moment.")
        #expect(
            PendingPageError.notRead(.failed("locked")).message
                == "The bank could not read the pending charges. Try again later.")
    }

    @Test func aMerchantNameLongerThanTheBankKeepsIsRefusedWithTheLimit() {
        let name = String(repeating: "m", count: ChargeInput.maximumMerchantLength + 1)
        #expect(throws: ChargeInputError(field: .merchant, message: "Enter a merchant name of at most 80 characters."))
        {
            try ChargeInput(account: "a1", amount: "1.00", merchant: name).request()
        }
    }
}
