/// Höller's logout use case (*Test Supported Development*) as he wrote it: one class, each
/// dependency an injected protocol (dependency inversion), the flowchart in `logout`. It sits
/// beside the closures version (`LogoutWithDependencies.swift`): the same flow, where each
/// dependency is a protocol with a production type and a mock, instead of a closure.
///
/// His protocols' completions are non-escaping although a real dialog answers later; here they
/// escape, so a real presenter can keep the completion until the user answers.
final class LogoutUseCase {
    /// Why the logout did not happen; grows with every failure reason.
    enum LogoutError: Error, Equatable {
        case userCancelled
    }

    private let logoutConfirmationPresenter: LogoutConfirmationPresenting
    private let syncStatusChecker: SyncStatusChecking
    private let dataSyncer: DataSyncing
    private let logoutHandler: LogoutHandling

    init(
        logoutConfirmationPresenter: LogoutConfirmationPresenting, syncStatusChecker: SyncStatusChecking,
        dataSyncer: DataSyncing, logoutHandler: LogoutHandling
    ) {
        self.logoutConfirmationPresenter = logoutConfirmationPresenter
        self.syncStatusChecker = syncStatusChecker
        self.dataSyncer = dataSyncer
        self.logoutHandler = logoutHandler
    }

    /// The flowchart: confirm; if declined, stop with `.userCancelled`; if confirmed, check
    /// the sync status, sync if needed, then log out.
    func logout(completion: @escaping (Bool, LogoutError?) -> Void) {
        logoutConfirmationPresenter.showConfirmationDialog { [self] confirmed in
            guard confirmed else {
                completion(false, .userCancelled)
                return
            }
            syncStatusChecker.checkIfDataIsSynced { [self] synced in
                if synced {
                    logoutHandler.logout { completion(true, nil) }
                } else {
                    dataSyncer.syncData { [self] in
                        logoutHandler.logout { completion(true, nil) }
                    }
                }
            }
        }
    }
}

/// Shows "Log out?"; the completion gets true when the user confirmed.
protocol LogoutConfirmationPresenting {
    func showConfirmationDialog(completion: @escaping (Bool) -> Void)
}

/// Whether the user's data has reached the backend; the completion gets true when in sync.
protocol SyncStatusChecking {
    func checkIfDataIsSynced(completion: @escaping (Bool) -> Void)
}

/// Sends the user's data to the backend (not shown in the article; in his demo project).
protocol DataSyncing {
    func syncData(completion: @escaping () -> Void)
}

/// Logs out, deleting the access token on the backend (not shown in the article).
protocol LogoutHandling {
    func logout(completion: @escaping () -> Void)
}
