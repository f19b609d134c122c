import Verity

// The realistic model: a login screen in one of three states, whose
// every emission is rebuilt with the actions of its state, as a screen's source does on each
// keystroke. Five actions while editing; the benchmark emits `.editing` with a new revision.
// The same screen is written twice: with Verity's actions, and with plain closures for the
// floor and the peers, which have no actions of their own.

/// The login screen with Verity actions.
enum VerityLogin: Sendable {
    case editing(Editing)
    case submitting(Submitting)
    case failed(Failed)

    struct Editing: Sendable {
        var revision: Int
        var username: String
        let usernameChanged: Action<String>
        let passwordChanged: Action<String>
        let toggleRemember: Action<Void>
        let submit: Action<Void>
        let forgotPassword: Action<Void>
    }

    struct Submitting: Sendable {
        let cancel: Action<Void>
    }

    struct Failed: Sendable {
        let retry: Action<Void>
        let edit: Action<Void>
    }

    var revision: Int {
        if case .editing(let editing) = self { editing.revision } else { -1 }
    }

    var editing: Editing? {
        if case .editing(let editing) = self { editing } else { nil }
    }

    /// The editing model at `revision`, its five actions made by `actions`.
    static func editing(_ revision: Int, _ actions: ActionFactory, sink: Sink) -> VerityLogin {
        .editing(
            Editing(
                revision: revision,
                username: "ada",
                usernameChanged: actions.action("usernameChanged") { sink.add($0.utf8.count) },
                passwordChanged: actions.action("passwordChanged") { sink.add($0.utf8.count) },
                toggleRemember: actions.action("toggleRemember") { sink.add(1) },
                submit: actions.action("submit") { sink.add(2) },
                forgotPassword: actions.action("forgotPassword") { sink.add(3) }
            ))
    }
}

/// The same screen with plain closures, for the floor and the peers.
enum ClosureLogin: Sendable {
    case editing(Editing)
    case submitting(Submitting)
    case failed(Failed)

    struct Editing: Sendable {
        var revision: Int
        var username: String
        let usernameChanged: @Sendable (String) -> Void
        let passwordChanged: @Sendable (String) -> Void
        let toggleRemember: @Sendable () -> Void
        let submit: @Sendable () -> Void
        let forgotPassword: @Sendable () -> Void
    }

    struct Submitting: Sendable {
        let cancel: @Sendable () -> Void
    }

    struct Failed: Sendable {
        let retry: @Sendable () -> Void
        let edit: @Sendable () -> Void
    }

    var revision: Int {
        if case .editing(let editing) = self { editing.revision } else { -1 }
    }

    var editing: Editing? {
        if case .editing(let editing) = self { editing } else { nil }
    }

    /// The editing model at `revision`, its five closures made afresh.
    @inline(never)
    static func editing(_ revision: Int, sink: Sink) -> ClosureLogin {
        .editing(
            Editing(
                revision: revision,
                username: "ada",
                usernameChanged: { sink.add($0.utf8.count) },
                passwordChanged: { sink.add($0.utf8.count) },
                toggleRemember: { sink.add(1) },
                submit: { sink.add(2) },
                forgotPassword: { sink.add(3) }
            ))
    }
}
