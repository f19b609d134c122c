import Verity

/// How a logout ended.
enum LogoutOutcome: Sendable, Equatable {
    case cancelled
    case syncFailed
    case loggedOut
}

/// Style 1, dependencies as plain closures: the use case performs its steps itself, calling
/// the closures it is handed. The app passes closures (an alert, a request, a model's action);
/// a test passes answers for the path it checks and `unimplemented` for every closure that
/// path must not call, so an unexpected call fails the test.
///
/// ```swift
/// LogoutDependencies(
///     confirm: { await alert.ask("Log out?") },
///     hasUnsyncedChanges: { await store.hasUnsyncedChanges },
///     sync: { (try? await authentication.model.authenticated?.sync()) ?? false },
///     logOut: { authentication.model.authenticated?.logOut() }
/// )
/// ```
struct LogoutDependencies: Sendable {
    /// Asks the user to confirm; true if they did.
    var confirm: @Sendable () async -> Bool
    /// Whether local changes have not reached the server yet.
    var hasUnsyncedChanges: @Sendable () async -> Bool
    /// Sends local changes; true if it worked.
    var sync: @Sendable () async -> Bool
    /// Ends the session (for instance by invoking `Authentication.Authenticated.logOut`).
    var logOut: @Sendable () -> Void
}

/// Confirm, check sync, sync if needed, log out.
func logOut(using dependencies: LogoutDependencies) async -> LogoutOutcome {
    guard await dependencies.confirm() else { return .cancelled }
    if await dependencies.hasUnsyncedChanges() {
        guard await dependencies.sync() else { return .syncFailed }
    }
    dependencies.logOut()
    return .loggedOut
}
