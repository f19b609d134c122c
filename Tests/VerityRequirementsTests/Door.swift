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

    /// A closed door's source; with `closeIsBroken`, the defect the drafting test plants: closing
    /// an open door runs and leaves it open.
    static func source(closeIsBroken: Bool = false) -> Source<Door> {
        Source(named: "Door") { state, actions in closed(state, actions, closeIsBroken: closeIsBroken) }
    }

    private static func closed(_ state: SourceSetter<Door>, _ actions: ActionFactory, closeIsBroken: Bool) -> Door {
        .closed(
            Closed(
                open: actions.action("open") {
                    state.set { actions in
                        .open(
                            Open(
                                close: actions.action("close") {
                                    guard !closeIsBroken else { return }
                                    state.set { closed(state, $0, closeIsBroken: closeIsBroken) }
                                }))
                    }
                },
                lock: actions.action("lock") { state.set(.locked) }))
    }

    /// The states as the tests declare them, in order.
    static let states = ["closed", "open", "locked"]
}
