import BankCore
import Testing
import Verity
import VerityTesting

/// The session driven through its actions, over services that are closures over an in-memory
/// ledger. `SourceTester` fails on any model the session emits that a test did not expect.
@Suite struct TheBankingSession {
    let ledger = Ledger()
    let ada: Customer
    let everyday: Account
    let right = Credentials(username: "ada", password: "lovelace")

    init() {
        ada = ledger.addCustomer("ada", password: "lovelace")
        everyday = ledger.addAccount("Everyday", for: ada, available: .dollars(50))
    }

    func request(_ amount: Money, at merchant: String = "Corner Shop") -> ChargeRequest {
        ChargeRequest(account: everyday.id, amount: amount, merchant: merchant)
    }

    /// A tester over a session that has signed in as ada, with that model asserted.
    func signedIn() async throws -> SourceTester<Banking> {
        let tester = SourceTester(Banking.session(services: ledger.services))
        try await tester.invoke(\.signedOut?.signIn, right)
        await tester.expect(\.signedIn?.customer, equals: ada)
        return tester
    }

    // MARK: Signing in

    @Test func aNewSessionIsSignedOutWithNoError() {
        let session = Banking.session(services: ledger.services)
        #expect(session.model.signedOut?.error == nil)
        #expect(session.model.signedOut != nil)
    }

    @Test func signingInWithTheRightPasswordShowsTheCustomersAccounts() async throws {
        let tester = SourceTester(Banking.session(services: ledger.services))
        try await tester.invoke(\.signedOut?.signIn, right)
        await tester.expectNext { model in
            #expect(model.signedIn?.customer == ada)
            #expect(model.signedIn?.accounts == [everyday])
            #expect(model.signedIn?.unsyncedCount == 0)
            #expect(model.signedIn?.notice == nil)
        }
        await tester.finish(timeout: .seconds(5))
    }

    @Test(arguments: [
        Credentials(username: "ada", password: "babbage"), Credentials(username: "grace", password: "hopper"),
    ])
    func aWrongPasswordOrUnknownNameStaysSignedOutWithTheSameError(credentials: Credentials) async throws {
        let tester = SourceTester(Banking.session(services: ledger.services))
        try await tester.invoke(\.signedOut?.signIn, credentials)
        await tester.expect(\.signedOut?.error, equals: .wrongCredentials)
        await tester.finish(timeout: .seconds(5))
    }

    @Test func aSecondFailureWithTheSameErrorShowsNothingNewAndTheFormStaysUsable() async throws {
        // The session declines an update that changes nothing (Verity's `updateIfChanged`),
        // so a repeated wrong password emits no model and the form's action stays current.
        let tester = SourceTester(Banking.session(services: ledger.services))
        let wrong = Credentials(username: "ada", password: "babbage")
        try await tester.invoke(\.signedOut?.signIn, wrong)
        await tester.expect(\.signedOut?.error, equals: .wrongCredentials)
        let form = try #require(tester.model.signedOut?.signIn)
        try await tester.invoke(\.signedOut?.signIn, wrong)
        #expect(form.isCurrent)
        try await form(right)
        await tester.expect(\.signedIn?.customer, equals: ada)
        await tester.finish(timeout: .seconds(5))
    }

    // MARK: Charges

    @Test func anApprovedChargeShowsAsPendingByTheTimeTheActionReturns() async throws {
        let tester = try await signedIn()
        let outcome = try await tester.invoke(\.signedIn?.charge, request(.dollars(50)))
        #expect(outcome?.transaction?.amount == .dollars(50))
        await tester.expectNext { model in
            #expect(model.signedIn?.accounts.first?.pendingTotal == .dollars(50))
            #expect(model.signedIn?.accounts.first?.spendable == .zero)
            #expect(model.signedIn?.unsyncedCount == 1)
        }
        await tester.finish(timeout: .seconds(5))
    }

    @Test func aDeclinedChargeSaysWhatCouldBeSpentAndChangesNothing() async throws {
        let tester = try await signedIn()
        let outcome = try await tester.invoke(\.signedIn?.charge, request(Money(cents: 5_001)))
        #expect(outcome == .declined(amount: Money(cents: 5_001), spendable: .dollars(50)))
        await tester.finish(timeout: .seconds(5))
        #expect(tester.model.signedIn?.accounts == [everyday])
    }

    @Test func aChargeTheLiveAccountsNeverShowStillReturnsItsOutcomeAfterTheDeadline() async throws {
        // A store that approves a charge but drops the update to the live accounts.
        var services = ledger.services
        services.charge = { _, request in
            .approved(
                Transaction(
                    id: TransactionID("lost"), account: request.account, merchant: request.merchant,
                    amount: request.amount, isSynced: false))
        }
        let tester = SourceTester(Banking.session(services: services, showDeadline: .milliseconds(50)))
        try await tester.invoke(\.signedOut?.signIn, right)
        await tester.expect(\.signedIn?.customer, equals: ada)
        let outcome = try await tester.invoke(\.signedIn?.charge, request(.dollars(5)))
        #expect(outcome?.transaction?.id == TransactionID("lost"))
        await tester.finish(timeout: .seconds(5))
        #expect(tester.model.signedIn?.accounts == [everyday])
    }

    @Test func aChargeOnAnotherCustomersAccountIsAnUnknownAccount() async throws {
        let grace = ledger.addCustomer("grace", password: "hopper")
        let hers = ledger.addAccount("Hers", for: grace, available: .dollars(10))
        let tester = try await signedIn()
        let outcome = try await tester.invoke(
            \.signedIn?.charge, ChargeRequest(account: hers.id, amount: .dollars(1), merchant: "X"))
        #expect(outcome == .unknownAccount(hers.id))
        await tester.finish(timeout: .seconds(5))
    }

    @Test func aChargeMadeOnAnotherDeviceShowsWithoutAnyAction() async throws {
        let tester = try await signedIn()
        ledger.addPending(.dollars(10), at: "Bakery", on: everyday.id)
        await tester.expect(\.signedIn?.accounts.first?.pendingTotal, equals: .dollars(10))
        #expect(tester.model.signedIn?.unsyncedCount == 1)
        await tester.finish(timeout: .seconds(5))
    }

    @Test func aChargeFromAnEarlierModelOfTheSameStateRunsAgainstTheCurrentOne() async throws {
        // A live update re-emits `signedIn` with the same actions: the session never left the
        // state, so the charge the screen drew before it still runs (Verity, issue 17).
        let tester = try await signedIn()
        let earlierCharge = try #require(tester.model.signedIn?.charge)
        ledger.addPending(.dollars(10), at: "Bakery", on: everyday.id)
        await tester.expect(\.signedIn?.unsyncedCount, equals: 1)
        let outcome = try await earlierCharge(request(.dollars(1)))
        if case .approved = outcome {} else { Issue.record("expected an approval, got \(outcome)") }
        await tester.expect(\.signedIn?.accounts.first?.pendingTotal, equals: .dollars(11))
        await tester.finish(timeout: .seconds(5))
    }

    @Test func aChargeFromBeforeLeavingTheSignedInStateIsRefusedAsSuperseded() async throws {
        let tester = try await signedIn()
        let staleCharge = try #require(tester.model.signedIn?.charge)
        tester.invoke(\.signedIn?.signOut)
        await tester.expect(\.confirmingSignOut?.unsyncedCount, equals: 0)
        tester.invoke(\.confirmingSignOut?.cancel)
        await tester.expect(\.signedIn?.accounts, equals: [everyday])
        await #expect(throws: ActionRejection(action: staleCharge.identity, reason: .superseded)) {
            try await staleCharge(request(.dollars(1)))
        }
        await tester.finish(timeout: .seconds(5))
        #expect(tester.model.signedIn?.accounts.first?.pendingTotal == .zero)
    }

    // MARK: Syncing

    @Test func syncingSendsTheUnsyncedChargesAndShowsThemSynced() async throws {
        let tester = try await signedIn()
        ledger.addPending(.dollars(10), at: "Bakery", on: everyday.id)
        await tester.expect(\.signedIn?.unsyncedCount, equals: 1)
        let result = try await tester.invoke(\.signedIn?.sync, ())
        #expect(result == .success(1))
        await tester.expect(\.signedIn?.unsyncedCount, equals: 0)
        #expect(ledger.received.map(\.merchant) == ["Bakery"])
        await tester.finish(timeout: .seconds(5))
    }

    @Test func aFailedSyncKeepsTheChargesAndSaysWhy() async throws {
        let tester = try await signedIn()
        ledger.addPending(.dollars(10), at: "Bakery", on: everyday.id)
        await tester.expect(\.signedIn?.unsyncedCount, equals: 1)
        ledger.bankIsReachable = false
        let result = try await tester.invoke(\.signedIn?.sync, ())
        #expect(result == .failure(.bankUnreachable))
        await tester.expect(\.signedIn?.notice, equals: SyncError.bankUnreachable.message)
        #expect(tester.model.signedIn?.unsyncedCount == 1)
        await tester.finish(timeout: .seconds(5))
    }

    // MARK: Signing out

    @Test func cancellingTheSignOutKeepsTheCustomerSignedIn() async throws {
        let tester = try await signedIn()
        tester.invoke(\.signedIn?.signOut)
        await tester.expect(\.confirmingSignOut?.unsyncedCount, equals: 0)
        tester.invoke(\.confirmingSignOut?.cancel)
        await tester.expect(\.signedIn?.accounts, equals: [everyday])
        await tester.finish(timeout: .seconds(5))
    }

    @Test func confirmingWithNothingToSyncSignsOut() async throws {
        let tester = try await signedIn()
        tester.invoke(\.signedIn?.signOut)
        await tester.expect(\.confirmingSignOut?.unsyncedCount, equals: 0)
        try await tester.invoke(\.confirmingSignOut?.confirm, ())
        await tester.expect(\.signedOut?.error, equals: nil)
        #expect(tester.model.signedOut != nil)
        #expect(ledger.received.isEmpty)
        await tester.finish(timeout: .seconds(5))
    }

    @Test func confirmingSyncsTheUnsyncedChargesFirstThenSignsOut() async throws {
        ledger.addPending(.dollars(10), at: "Corner Shop", on: everyday.id)
        let tester = try await signedIn()
        tester.invoke(\.signedIn?.signOut)
        await tester.expect(\.confirmingSignOut?.unsyncedCount, equals: 1)
        try await tester.invoke(\.confirmingSignOut?.confirm, ())
        await tester.expect(\.syncingBeforeSignOut?.unsyncedCount, equals: 1)
        await tester.expectNext { #expect($0.signedOut != nil) }
        #expect(ledger.received.map(\.amount) == [.dollars(10)])
        await tester.finish(timeout: .seconds(5))
    }

    @Test func whenTheBankCannotBeReachedTheCustomerStaysSignedInWithTheNotice() async throws {
        ledger.addPending(.dollars(10), at: "Corner Shop", on: everyday.id)
        ledger.bankIsReachable = false
        let tester = try await signedIn()
        tester.invoke(\.signedIn?.signOut)
        await tester.expect(\.confirmingSignOut?.unsyncedCount, equals: 1)
        try await tester.invoke(\.confirmingSignOut?.confirm, ())
        await tester.expect(\.syncingBeforeSignOut?.unsyncedCount, equals: 1)
        await tester.expectNext { model in
            #expect(model.signedIn?.notice == SyncError.bankUnreachable.message)
            #expect(model.signedIn?.unsyncedCount == 1)
        }
        #expect(ledger.received.isEmpty)
        await tester.finish(timeout: .seconds(5))
    }

    @Test func aChargeMadeElsewhereWhileAskingIsCountedAndSynced() async throws {
        let tester = try await signedIn()
        tester.invoke(\.signedIn?.signOut)
        await tester.expect(\.confirmingSignOut?.unsyncedCount, equals: 0)
        ledger.addPending(.dollars(3), at: "Bakery", on: everyday.id)
        await tester.expect(\.confirmingSignOut?.unsyncedCount, equals: 1)
        try await tester.invoke(\.confirmingSignOut?.confirm, ())
        await tester.expect(\.syncingBeforeSignOut?.unsyncedCount, equals: 1)
        await tester.expectNext { #expect($0.signedOut != nil) }
        #expect(ledger.received.map(\.merchant) == ["Bakery"])
        await tester.finish(timeout: .seconds(5))
    }

    @Test func afterSigningOutTheOldAccountsNoLongerReachTheSessionAndSigningInAgainWorks() async throws {
        let tester = try await signedIn()
        tester.invoke(\.signedIn?.signOut)
        await tester.expect(\.confirmingSignOut?.unsyncedCount, equals: 0)
        try await tester.invoke(\.confirmingSignOut?.confirm, ())
        await tester.expectNext { #expect($0.signedOut != nil) }
        ledger.addPending(.dollars(3), at: "Bakery", on: everyday.id)
        try await tester.invoke(\.signedOut?.signIn, right)
        await tester.expect(\.signedIn?.unsyncedCount, equals: 1)
        await tester.finish(timeout: .seconds(5))
    }
}
