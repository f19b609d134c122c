import CasePaths
import Verity

/// A door as a model-defined interface, its accessors generated: `@CasePathable` makes a case
/// path per case and `@dynamicMemberLookup` turns each into an optional property, so
/// `door.closed?.open` reads the action of the closed state, `nil` in the others, with no
/// `var closed: Closed?` written by hand.
@CasePathable
@dynamicMemberLookup
public enum Door: Sendable, Equatable {
    case closed(Closed)
    case open(Open)
    case locked(Locked)

    /// A closed door can be opened or locked.
    public struct Closed: Sendable, Equatable {
        /// Opens the door.
        public let open: Action<Void>
        /// Locks the door with a code.
        public let lock: Action<String>
    }

    /// An open door can only be closed.
    public struct Open: Sendable, Equatable {
        /// Closes the door.
        public let close: Action<Void>
    }

    /// A locked door opens only to its code; a wrong code stays locked and counts.
    public struct Locked: Sendable, Equatable {
        /// How many wrong codes were tried since the door was locked.
        public var wrongAttempts: Int
        /// Tries a code: the right one closes the door.
        public let unlock: Action<String>
    }

    /// A source that starts closed; `onUnlockAttempt` hears every code tried, for a spy.
    public static func source(onUnlockAttempt: @escaping @Sendable (String) -> Void = { _ in }) -> Source<Door> {
        Source(named: "Door") { state, actions in
            closed(state, actions, onUnlockAttempt)
        }
    }

    private static func closed(
        _ state: SourceSetter<Door>, _ actions: ActionFactory, _ heard: @escaping @Sendable (String) -> Void
    ) -> Door {
        .closed(
            Closed(
                open: actions.action("open") { state.set { opened(state, $0, heard) } },
                lock: actions.action("lock") { code in
                    state.set { locked(code: code, wrongAttempts: 0, state, $0, heard) }
                }
            ))
    }

    private static func opened(
        _ state: SourceSetter<Door>, _ actions: ActionFactory, _ heard: @escaping @Sendable (String) -> Void
    ) -> Door {
        .open(Open(close: actions.action("close") { state.set { closed(state, $0, heard) } }))
    }

    private static func locked(
        code: String, wrongAttempts: Int,
        _ state: SourceSetter<Door>, _ actions: ActionFactory, _ heard: @escaping @Sendable (String) -> Void
    ) -> Door {
        .locked(
            Locked(
                wrongAttempts: wrongAttempts,
                unlock: actions.action("unlock") { attempt in
                    heard(attempt)
                    if attempt == code {
                        state.set { closed(state, $0, heard) }
                    } else {
                        state.set { locked(code: code, wrongAttempts: wrongAttempts + 1, state, $0, heard) }
                    }
                }
            ))
    }
}
