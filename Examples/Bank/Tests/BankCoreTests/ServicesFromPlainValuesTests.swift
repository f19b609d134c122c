import BankCore
import Foundation
import Testing
import Verity

/// Services built from plain values (a test's, a preview's) serve pages of pending charges cut
/// from the account's whole list, and refuse what the store refuses: an account that is not
/// the customer's, a page that starts at a charge that is no longer pending.
@Suite struct ServicesFromPlainValues {
    let account = Account(
        id: "a1", name: "Everyday", available: .dollars(50),
        pending: [
            Transaction(id: "t1", account: "a1", merchant: "Grocer", amount: .dollars(20), isSynced: false),
            Transaction(id: "t2", account: "a1", merchant: "Baker", amount: .dollars(5), isSynced: false),
        ])

    var services: BankServices {
        let accounts = Source(constant: [account])
        return BankServices(
            authenticate: { _ in .failure(.wrongCredentials) }, accounts: { _ in accounts },
            charge: { _, request in .declined(amount: request.amount, spendable: .zero) }, sync: { _ in .success(0) })
    }

    @Test func theNewestPageIsCutFromTheAccountsWholeList() async throws {
        let page = try await services.pendingCharges("ada", PendingPageRequest(account: "a1")).get()
        #expect(page.charges.map(\.id) == ["t2", "t1"])
    }

    @Test func anAccountThatIsNotTheCustomersIsUnknown() async {
        let result = await services.pendingCharges("ada", PendingPageRequest(account: "b9"))
        #expect(result == .failure(.unknownAccount("b9")))
    }

    @Test func aPageStartingAtAChargeNoLongerPendingIsUnknown() async {
        let result = await services.pendingCharges("ada", PendingPageRequest(account: "a1", position: .olderThan("t7")))
        #expect(result == .failure(.unknownPosition("t7")))
    }

    @Test func anAccountWrittenWithoutItsFiguresCountsThemFromItsCharges() throws {
        let json =
            #"{"id":"a1","name":"Everyday","available":"50.00","pending":["#
            + #"{"id":"t1","account":"a1","merchant":"Grocer","amount":"20.00","isSynced":false}]}"#
        let decoded = try JSONDecoder().decode(Account.self, from: Data(json.utf8))
        #expect(decoded.pendingCount == 1)
        #expect(decoded.pendingTotal == .dollars(20))
        #expect(decoded.unsyncedCount == 1)
        #expect(decoded.spendable == .dollars(30))
    }
}
