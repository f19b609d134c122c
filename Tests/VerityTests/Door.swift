import Verity

/// A small model-defined interface used by the tests: a door that can only be opened while
/// closed and only closed while open.
enum Door: Sendable, Equatable {
    case closed(Closed)
    case open(Open)

    struct Closed: Sendable, Equatable {
        let open: Action<Void>
        let knock: ReturningAction<Int, String>
    }

    struct Open: Sendable, Equatable {
        let close: Action<Void>
        let walkThrough: AsyncAction<String, String>
    }

    var closed: Closed? {
        if case .closed(let closed) = self { closed } else { nil }
    }

    var open: Open? {
        if case .open(let open) = self { open } else { nil }
    }

    static func source() -> Source<Door> {
        Source(named: "Door") { state, actions in closed(state, actions) }
    }

    private static func closed(_ state: SourceSetter<Door>, _ actions: ActionFactory) -> Door {
        .closed(
            Closed(
                open: actions.action("open") {
                    state.set { open(state, $0) }
                },
                knock: actions.action("knock") { (times: Int) in
                    String(repeating: "knock ", count: times)
                }
            ))
    }

    private static func open(_ state: SourceSetter<Door>, _ actions: ActionFactory) -> Door {
        .open(
            Open(
                close: actions.action("close") {
                    state.set { closed(state, $0) }
                },
                walkThrough: actions.action("walkThrough") { (name: String) async in
                    "\(name) walked through"
                }
            ))
    }
}
