import Verity

/// How a logout ended.
enum LogoutOutcome: Sendable, Equatable {
    case cancelled
    case syncFailed
    case loggedOut
}

/// Style 1, model-defined dependencies: the use case performs its steps itself, calling
/// actions it is handed. There is no protocol and no mock type, but a test still has to
/// stand in for every dependency the path it checks touches, and check what was called.
struct LogoutDependencies: Sendable {
    /// Asks the user to confirm; true if they did.
    let confirm: AsyncAction<Void, Bool>
    /// Whether local changes have not reached the server yet.
    let hasUnsyncedChanges: AsyncAction<Void, Bool>
    /// Sends local changes; true if it worked.
    let sync: AsyncAction<Void, Bool>
    /// Ends the session (for instance `Authentication.Authenticated.logOut`).
    let logOut: Action<Void>
}

/// Confirm, check sync, sync if needed, log out.
func logOut(using dependencies: LogoutDependencies) async -> LogoutOutcome {
    // NB: a rejected (stale) dependency counts as a "no", the safe answer at every step.
    guard (try? await dependencies.confirm()) == true else { return .cancelled }
    if (try? await dependencies.hasUnsyncedChanges()) != false {
        guard (try? await dependencies.sync()) == true else { return .syncFailed }
    }
    dependencies.logOut()
    return .loggedOut
}
