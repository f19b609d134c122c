import Testing
import Verity
import VerityTesting

/// The same four paths tested in both styles; compare the amount of set-up each needs.
@Suite("Example: logout with dependencies as closures")
struct LogoutWithDependenciesTests {
    /// Answers for the path a test checks; every dependency it leaves out is `unimplemented`,
    /// so the test fails if the path calls it.
    static func dependencies(
        confirm: (@Sendable () async -> Bool)? = nil,
        hasUnsyncedChanges: (@Sendable () async -> Bool)? = nil,
        sync: (@Sendable () async -> Bool)? = nil,
        logOut: (@Sendable () -> Void)? = nil
    ) -> LogoutDependencies {
        LogoutDependencies(
            confirm: confirm ?? unimplemented("confirm", placeholder: false),
            hasUnsyncedChanges: hasUnsyncedChanges ?? unimplemented("hasUnsyncedChanges", placeholder: true),
            sync: sync ?? unimplemented("sync", placeholder: false),
            logOut: logOut ?? unimplemented("logOut")
        )
    }

    @Test func decliningTheConfirmationDoesNothingElse() async {
        let dependencies = Self.dependencies(confirm: { false })
        #expect(await logOut(using: dependencies) == .cancelled)
    }

    @Test func withNothingToSyncItLogsOutWithoutSyncing() async {
        let loggedOut = ActionSpy<Void>("logOut")
        let dependencies = Self.dependencies(
            confirm: { true }, hasUnsyncedChanges: { false }, logOut: { loggedOut.action() })
        #expect(await logOut(using: dependencies) == .loggedOut)
        #expect(loggedOut.callCount == 1)
    }

    @Test func withUnsyncedChangesItSyncsFirst() async {
        let synced = ActionSpy<Void>("sync")
        let loggedOut = ActionSpy<Void>("logOut")
        let dependencies = Self.dependencies(
            confirm: { true }, hasUnsyncedChanges: { true },
            sync: {
                synced.action()
                return true
            },
            logOut: { loggedOut.action() })
        #expect(await logOut(using: dependencies) == .loggedOut)
        #expect(synced.callCount == 1)
        #expect(loggedOut.callCount == 1)
    }

    @Test func aFailedSyncKeepsTheUserLoggedIn() async {
        let dependencies = Self.dependencies(confirm: { true }, hasUnsyncedChanges: { true }, sync: { false })
        #expect(await logOut(using: dependencies) == .syncFailed)
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
        let loggedOut = ActionSpy<Void>("logOut")
        let dependencies = LogoutWithDependenciesTests.dependencies(
            confirm: { true }, hasUnsyncedChanges: { true }, sync: { true }, logOut: { loggedOut.action() })
        let tester = SourceTester(LogoutFlow.source(dependencies: dependencies))
        tester.invoke(\.start)
        await tester.expect(\.step, equals: .confirming)
        await tester.expect(\.step, equals: .checkingSync)
        await tester.expect(\.step, equals: .syncing)
        await tester.expect(\.step, equals: .finished(.loggedOut))
        await tester.finish(timeout: .seconds(5))
        // The shell performs commands on a task of its own, after emitting the model.
        #expect(await loggedOut.waitForCalls(1))
        #expect(loggedOut.callCount == 1)
    }
}
