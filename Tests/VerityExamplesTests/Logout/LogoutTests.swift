import Testing
import Verity
import VerityTesting

/// The same four paths tested in both styles; compare the amount of set-up each needs.
@Suite("Example: logout with model-defined dependencies")
struct LogoutWithDependenciesTests {
    /// Every test needs all four stand-ins, and checks calls made on them.
    struct Doubles {
        let confirm: AsyncActionStub<Void, Bool>
        let hasUnsyncedChanges: AsyncActionStub<Void, Bool>
        let sync: AsyncActionStub<Void, Bool>
        let logOut = ActionSpy<Void>("logOut")

        init(confirms: Bool, unsynced: Bool, syncSucceeds: Bool = true) {
            confirm = AsyncActionStub("confirm", returning: confirms)
            hasUnsyncedChanges = AsyncActionStub("hasUnsyncedChanges", returning: unsynced)
            sync = AsyncActionStub("sync", returning: syncSucceeds)
        }

        var dependencies: LogoutDependencies {
            LogoutDependencies(
                confirm: confirm.action,
                hasUnsyncedChanges: hasUnsyncedChanges.action,
                sync: sync.action,
                logOut: logOut.action
            )
        }
    }

    @Test func decliningTheConfirmationDoesNothingElse() async {
        let doubles = Doubles(confirms: false, unsynced: true)
        #expect(await logOut(using: doubles.dependencies) == .cancelled)
        #expect(doubles.hasUnsyncedChanges.invocations.isEmpty)
        #expect(doubles.logOut.callCount == 0)
    }

    @Test func withNothingToSyncItLogsOutWithoutSyncing() async {
        let doubles = Doubles(confirms: true, unsynced: false)
        #expect(await logOut(using: doubles.dependencies) == .loggedOut)
        #expect(doubles.sync.invocations.isEmpty)
        #expect(doubles.logOut.callCount == 1)
    }

    @Test func withUnsyncedChangesItSyncsFirst() async {
        let doubles = Doubles(confirms: true, unsynced: true)
        #expect(await logOut(using: doubles.dependencies) == .loggedOut)
        #expect(doubles.sync.invocations.count == 1)
        #expect(doubles.logOut.callCount == 1)
    }

    @Test func aFailedSyncKeepsTheUserLoggedIn() async {
        let doubles = Doubles(confirms: true, unsynced: true, syncSucceeds: false)
        #expect(await logOut(using: doubles.dependencies) == .syncFailed)
        #expect(doubles.logOut.callCount == 0)
    }
}

@Suite("Example: logout as a functional core")
struct LogoutFlowTests {
    /// Feeds events to a fresh flow and returns every command it asked for.
    func commands(after events: [LogoutFlow.Event]) -> ([LogoutFlow.Command], LogoutFlow.Step) {
        var flow = LogoutFlow()
        let commands = events.flatMap { flow.handle($0) }
        return (commands, flow.step)
    }

    @Test func decliningTheConfirmationDoesNothingElse() {
        #expect(commands(after: [.start, .confirmed(false)]) == ([.askForConfirmation], .finished(.cancelled)))
    }

    @Test func withNothingToSyncItLogsOutWithoutSyncing() {
        #expect(
            commands(after: [.start, .confirmed(true), .syncChecked(hasUnsyncedChanges: false)])
                == ([.askForConfirmation, .checkSync, .logOut], .finished(.loggedOut))
        )
    }

    @Test func withUnsyncedChangesItSyncsFirst() {
        #expect(
            commands(after: [.start, .confirmed(true), .syncChecked(hasUnsyncedChanges: true), .synced(true)])
                == ([.askForConfirmation, .checkSync, .sync, .logOut], .finished(.loggedOut))
        )
    }

    @Test func aFailedSyncKeepsTheUserLoggedIn() {
        #expect(
            commands(after: [.start, .confirmed(true), .syncChecked(hasUnsyncedChanges: true), .synced(false)])
                == ([.askForConfirmation, .checkSync, .sync], .finished(.syncFailed))
        )
    }

    @Test func anAnswerToAQuestionNotAskedChangesNothing() {
        #expect(commands(after: [.synced(true)]) == ([], .idle))
    }

    /// One test of the shell shows the commands reach the same dependencies.
    @Test func theShellCarriesOutTheFlowsCommands() async {
        let doubles = LogoutWithDependenciesTests.Doubles(confirms: true, unsynced: true)
        let tester = SourceTester(LogoutFlow.source(dependencies: doubles.dependencies))
        tester.invoke(\.start)
        await tester.expect(\.step, equals: .confirming)
        await tester.expect(\.step, equals: .checkingSync)
        await tester.expect(\.step, equals: .syncing)
        await tester.expect(\.step, equals: .finished(.loggedOut))
        tester.finish()
        // The shell performs commands on a task of its own, after emitting the model.
        #expect(await doubles.logOut.waitForCalls(1))
        #expect(doubles.logOut.callCount == 1)
    }
}
