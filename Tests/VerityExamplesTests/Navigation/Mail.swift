import Verity

/// A page pushed on the navigation stack: data only, as `NavigationStack(path:)` wants it.
enum Route: Hashable, Sendable {
    case message(String)
}

// MARK: - Model

/// Navigation as states: either the stack is in front, and its top page can be used, or a sheet
/// covers it, and only the sheet can. Going back exists only when something is pushed, and no
/// page under a sheet can be tapped: those actions are not in the model then.
enum Mail: Sendable, Equatable {
    case browsing(Browsing)
    case composing(Composing)

    struct Browsing: Sendable, Equatable {
        /// The pushed pages, oldest first; empty at the inbox.
        var path: [Route]
        let open: Action<String>
        /// Pops the top page; absent at the inbox.
        let back: Action<Void>?
        /// Presents the sheet: a reply to the message on top, or a new message at the inbox.
        let compose: Action<Void>
    }

    struct Composing: Sendable, Equatable {
        /// What stays underneath the sheet, shown again when it goes.
        var path: [Route]
        var replyingTo: String?
        var draft: String
        let edit: Action<String>
        let send: Action<Void>
        let cancel: Action<Void>
    }

    var browsing: Browsing? {
        if case .browsing(let state) = self { state } else { nil }
    }

    var composing: Composing? {
        if case .composing(let state) = self { state } else { nil }
    }
}

// MARK: - Source

extension Mail {
    /// The navigation of a mail app; `deliver` sends a finished draft.
    static func source(deliver: @escaping @Sendable (_ draft: String, _ replyingTo: String?) -> Void) -> Source<Mail> {
        Source(named: "Mail") { state, actions in
            browsing([], state: state, deliver: deliver, actions: actions)
        }
    }

    private static func browsing(
        _ path: [Route], state: SourceSetter<Mail>,
        deliver: @escaping @Sendable (String, String?) -> Void, actions: ActionFactory
    ) -> Mail {
        .browsing(
            Browsing(
                path: path,
                open: actions.action("open") { id in
                    state.set { browsing(path + [.message(id)], state: state, deliver: deliver, actions: $0) }
                },
                back: path.isEmpty
                    ? nil
                    : actions.action("back") {
                        state.set { browsing(path.dropLast(), state: state, deliver: deliver, actions: $0) }
                    },
                compose: actions.action("compose") {
                    let replyingTo: String? = if case .message(let id)? = path.last { id } else { nil }
                    state.set {
                        composing(path, replyingTo: replyingTo, draft: "", state: state, deliver: deliver, actions: $0)
                    }
                }
            ))
    }

    private static func composing(
        _ path: [Route], replyingTo: String?, draft: String, state: SourceSetter<Mail>,
        deliver: @escaping @Sendable (String, String?) -> Void, actions: ActionFactory
    ) -> Mail {
        .composing(
            Composing(
                path: path,
                replyingTo: replyingTo,
                draft: draft,
                edit: actions.action("edit") { text in
                    state.set {
                        composing(
                            path, replyingTo: replyingTo, draft: text, state: state, deliver: deliver, actions: $0)
                    }
                },
                send: actions.action("send") {
                    deliver(draft, replyingTo)
                    state.set { browsing(path, state: state, deliver: deliver, actions: $0) }
                },
                cancel: actions.action("cancel") {
                    state.set { browsing(path, state: state, deliver: deliver, actions: $0) }
                }
            ))
    }
}

// MARK: - Rendering

/// What the screen shows, as one line: the stack, and the sheet over it.
func mailScreenText(_ model: Mail) -> String {
    func pages(_ path: [Route]) -> String {
        (["Inbox"]
            + path.map { route in
                switch route {
                case .message(let id): "Message \(id)"
                }
            }).joined(separator: " › ")
    }
    switch model {
    case .browsing(let browsing):
        return pages(browsing.path) + (browsing.back == nil ? "" : " [‹ Back]")
    case .composing(let composing):
        let title = composing.replyingTo.map { "Reply to \($0)" } ?? "New message"
        return pages(composing.path) + " ⧉ \(title): \(composing.draft)"
    }
}
