import Verity

/// A door: closed or open. Each state carries the actions valid in it, so only a closed door
/// can be opened.
public enum Door: Sendable {
    case closed(open: Action<Void>)
    case open(close: Action<Void>)
}

extension Door {
    /// A source that owns a door, closed at first.
    public static func source() -> Source<Door> {
        Source(named: "Door") { state, actions in closed(state, actions) }
    }

    private static func closed(_ state: SourceSetter<Door>, _ actions: ActionFactory) -> Door {
        .closed(open: actions.action("open") { state.set { opened(state, $0) } })
    }

    private static func opened(_ state: SourceSetter<Door>, _ actions: ActionFactory) -> Door {
        .open(close: actions.action("close") { state.set { closed(state, $0) } })
    }
}
