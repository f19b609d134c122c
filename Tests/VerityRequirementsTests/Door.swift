import Verity

/// A door with a lock, as a model: the states the recording tests visit. No scenario of theirs
/// locks the door, so `locked` is the state never reached.
enum Door: Sendable {
    case closed(Closed)
    case open(Open)
    case locked

    struct Closed: Sendable {
        var open: Action<Void>
        var lock: Action<Void>
    }

    struct Open: Sendable {
        var close: Action<Void>
    }

    /// A closed door's source.
    static func source() -> Source<Door> {
        Source(named: "Door") { state, actions in closed(state, actions) }
    }

    private static func closed(_ state: SourceSetter<Door>, _ actions: ActionFactory) -> Door {
        .closed(
            Closed(
                open: actions.action("open") {
                    state.set { actions in
                        .open(Open(close: actions.action("close") { state.set { closed(state, $0) } }))
                    }
                },
                lock: actions.action("lock") { state.set(.locked) }))
    }

    /// The states as the tests declare them, in order.
    static let states = ["closed", "open", "locked"]
}
