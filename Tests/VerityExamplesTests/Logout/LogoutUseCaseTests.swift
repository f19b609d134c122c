import Testing

/// Höller's tests of the protocol-injected use case, with his mock (spy and stub in one), and
/// the paths his flowchart implies (ours). The mocks answer at once, as his do, so the
/// assertions inside completions run before each test returns; `outcome` records them so a
/// completion that never runs fails the test instead of passing it.
@Suite("Example: the logout use case with protocol injection (Höller)")
struct LogoutUseCaseTests {
    final class MockLogoutConfirmationPresenter: LogoutConfirmationPresenting {
        var didShowConfirmationDialog = false
        var stubShouldLogOut = true
        func showConfirmationDialog(completion: @escaping (Bool) -> Void) {
            didShowConfirmationDialog = true
            completion(stubShouldLogOut)
        }
    }

    final class MockSyncStatusChecker: SyncStatusChecking {
        var didCheck = false
        var stubIsSynced = true
        func checkIfDataIsSynced(completion: @escaping (Bool) -> Void) {
            didCheck = true
            completion(stubIsSynced)
        }
    }

    final class Journal: DataSyncing, LogoutHandling {
        var calls: [String] = []
        func syncData(completion: @escaping () -> Void) {
            calls.append("sync")
            completion()
        }
        func logout(completion: @escaping () -> Void) {
            calls.append("logout")
            completion()
        }
    }

    let mockLogoutConfirmationPresenter = MockLogoutConfirmationPresenter()
    let syncChecker = MockSyncStatusChecker()
    let journal = Journal()

    var sut: LogoutUseCase {
        LogoutUseCase(
            logoutConfirmationPresenter: mockLogoutConfirmationPresenter, syncStatusChecker: syncChecker,
            dataSyncer: journal, logoutHandler: journal
        )
    }

    func outcome() -> (Bool, LogoutUseCase.LogoutError?)? {
        var outcome: (Bool, LogoutUseCase.LogoutError?)?
        sut.logout { outcome = ($0, $1) }
        return outcome
    }

    @Test func test_logout_showsConfirmationDialog() {
        _ = outcome()
        #expect(mockLogoutConfirmationPresenter.didShowConfirmationDialog)
    }

    @Test func test_logout_userCancelled_returnsUserCancelledError() throws {
        mockLogoutConfirmationPresenter.stubShouldLogOut = false
        let result = try #require(outcome())
        #expect(result.0 == false && result.1 == .userCancelled)
        #expect(!syncChecker.didCheck && journal.calls.isEmpty)
    }

    @Test func onceConfirmedTheSyncStatusIsChecked() {
        _ = outcome()
        #expect(syncChecker.didCheck)
    }

    @Test func confirmedAndSyncedLogsOutWithoutSyncing() throws {
        let result = try #require(outcome())
        #expect(result.0 && result.1 == nil)
        #expect(journal.calls == ["logout"])
    }

    @Test func confirmedAndNotSyncedSyncsBeforeLoggingOut() throws {
        syncChecker.stubIsSynced = false
        let result = try #require(outcome())
        #expect(result.0 && result.1 == nil)
        #expect(journal.calls == ["sync", "logout"])
    }
}
