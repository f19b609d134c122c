import BankCore
import Testing

/// The sign-out flow is a value: each test is a list of events and the commands and step
/// expected back, compared with `==`. No session, no bank, no waiting.
@Suite struct TheSignOutFlow {
    func run(_ events: [SignOutFlow.Event], from flow: SignOutFlow = SignOutFlow()) -> (
        [SignOutFlow.Command], SignOutFlow.Step
    ) {
        var flow = flow
        let commands = events.flatMap { flow.handle($0) }
        return (commands, flow.step)
    }

    @Test func askingToSignOutAsksForConfirmationSayingHowManyChargesWillBeSynced() {
        #expect(run([.start(unsynced: 2)]) == ([], .askingForConfirmation(unsynced: 2)))
    }

    @Test func cancellingKeepsTheSessionAndDoesNothingElse() {
        #expect(run([.start(unsynced: 2), .cancelled]) == ([], .signedIn))
    }

    @Test func confirmingWithNothingToSyncSignsOutWithoutSyncing() {
        #expect(run([.start(unsynced: 0), .confirmed]) == ([.signOut], .signedOut))
    }

    @Test func confirmingWithUnsyncedChargesSyncsThemFirstThenSignsOut() {
        #expect(run([.start(unsynced: 2), .confirmed]) == ([.sync], .syncing(unsynced: 2)))
        #expect(run([.start(unsynced: 2), .confirmed, .synced]) == ([.sync, .signOut], .signedOut))
    }

    @Test func aFailedSyncKeepsTheSessionAndTellsTheCustomerWhy() {
        #expect(
            run([.start(unsynced: 1), .confirmed, .syncFailed(.bankUnreachable)])
                == ([.sync, .showNotice(SyncError.bankUnreachable.message)], .signedIn)
        )
    }

    @Test func aChargeMadeElsewhereWhileAskingChangesTheCountAndWhetherToSync() {
        #expect(run([.start(unsynced: 0), .unsyncedChanged(1)]) == ([], .askingForConfirmation(unsynced: 1)))
        #expect(run([.start(unsynced: 0), .unsyncedChanged(1), .confirmed]) == ([.sync], .syncing(unsynced: 1)))
    }

    @Test func aSecondConfirmOrALateCancelWhileSyncingChangesNothing() {
        #expect(
            run([.start(unsynced: 1), .confirmed, .confirmed, .cancelled, .unsyncedChanged(0)]) == (
                [.sync], .syncing(unsynced: 1)
            ))
    }

    @Test func answersToQuestionsNotAskedChangeNothing() {
        #expect(
            run([.confirmed, .cancelled, .synced, .syncFailed(.bankUnreachable), .unsyncedChanged(3)]) == (
                [], .signedIn
            ))
        #expect(run([.start(unsynced: 1)], from: SignOutFlow(step: .signedOut)) == ([], .signedOut))
    }

    @Test func afterAFailedSyncTheCustomerCanTryAgain() {
        #expect(
            run([
                .start(unsynced: 1), .confirmed, .syncFailed(.bankUnreachable), .start(unsynced: 1), .confirmed,
                .synced,
            ])
                == ([.sync, .showNotice(SyncError.bankUnreachable.message), .sync, .signOut], .signedOut)
        )
    }
}
