import Verity

/// Style 2, functional core: the same use case as a value that performs nothing. Each event
/// (the answer to the previous command) moves it on and returns the next command, so a test is
/// a list of events and the commands expected back, compared with `==`.
struct LogoutFlow: FunctionalCore, Equatable {
    enum Event: Sendable, Equatable {
        case start
        case confirmed(Bool)
        case syncChecked(hasUnsyncedChanges: Bool)
        case synced(Bool)
    }

    enum Command: Sendable, Equatable {
        case askForConfirmation
        case checkSync
        case sync
        case logOut
    }

    enum Step: Sendable, Equatable {
        case idle
        case confirming
        case checkingSync
        case syncing
        case finished(LogoutOutcome)
    }

    var step = Step.idle

    mutating func handle(_ event: Event) -> [Command] {
        switch (step, event) {
        case (.idle, .start), (.finished, .start):
            step = .confirming
            return [.askForConfirmation]
        case (.confirming, .confirmed(false)):
            step = .finished(.cancelled)
            return []
        case (.confirming, .confirmed(true)):
            step = .checkingSync
            return [.checkSync]
        case (.checkingSync, .syncChecked(hasUnsyncedChanges: true)):
            step = .syncing
            return [.sync]
        case (.checkingSync, .syncChecked(hasUnsyncedChanges: false)), (.syncing, .synced(true)):
            step = .finished(.loggedOut)
            return [.logOut]
        case (.syncing, .synced(false)):
            step = .finished(.syncFailed)
            return []
        default:
            // An answer to a question that was not asked changes nothing.
            return []
        }
    }
}

extension LogoutFlow {
    /// The shell around the flow, with the same dependencies as style 1.
    static func source(dependencies: LogoutDependencies) -> Source<LogoutScreen> {
        Source(named: "Logout", running: LogoutFlow()) { command in
            switch command {
            case .askForConfirmation:
                return .confirmed(await dependencies.confirm())
            case .checkSync:
                return .syncChecked(hasUnsyncedChanges: await dependencies.hasUnsyncedChanges())
            case .sync:
                return .synced(await dependencies.sync())
            case .logOut:
                dependencies.logOut()
                return nil
            }
        } model: { flow, actions in
            LogoutScreen(step: flow.step, start: actions.action("start", sending: .start))
        }
    }
}

/// What a settings screen renders while logging out.
struct LogoutScreen: Sendable, Equatable {
    var step: LogoutFlow.Step
    let start: Action<Void>
}
