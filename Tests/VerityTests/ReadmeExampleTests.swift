import Testing
import Verity
import VerityTesting

/// The README's model-defined interface, as written there.
enum ReadmeExample {
    enum Door: Sendable {
        case closed(open: Action<Void>)
        case open(close: Action<Void>)

        static func source() -> Source<Door> {
            Source(named: "Door") { state, actions in closed(state, actions) }
        }
        private static func closed(_ state: SourceSetter<Door>, _ actions: ActionFactory) -> Door {
            .closed(open: actions.action("open") { state.set { opened(state, $0) } })
        }
        private static func opened(_ state: SourceSetter<Door>, _ actions: ActionFactory) -> Door {
            .open(close: actions.action("close") { state.set { closed(state, $0) } })
        }
    }
}

/// The README's tour: the door's actions, read by key paths, for `SourceTester`.
extension ReadmeExample.Door {
    var openAction: Action<Void>? { if case .closed(let open) = self { open } else { nil } }
    var closeAction: Action<Void>? { if case .open(let close) = self { close } else { nil } }
    var isOpen: Bool { closeAction != nil }
}

@Suite("README: model-defined interface example")
struct ReadmeExampleTests {
    @Test("opening the closed door makes it open, and the old open action then does nothing")
    func openTheDoor() {
        let door = ReadmeExample.Door.source()
        guard case .closed(let open) = door.model else {
            Issue.record("a new door should be closed")
            return
        }
        open()
        guard case .open(let close) = door.model else {
            Issue.record("opening should open the door")
            return
        }
        open()  // stale: taken from the closed model
        guard case .open = door.model else {
            Issue.record("a stale open action changed the model")
            return
        }
        close()
        guard case .closed = door.model else {
            Issue.record("closing should close the door")
            return
        }
    }
}

/// The README's tour ends with this test, written as it is there; inside `ReadmeExample`, `Door`
/// is the README's door rather than the tests' own.
extension ReadmeExample {
    @Suite("README: the tour's SourceTester test")
    struct Tour {
        @Test("the door opens and closes")
        func theDoorOpensAndCloses() async {
            let tester = SourceTester(Door.source())
            tester.invoke(\.openAction)  // fails if the current model offers no `open`
            await tester.expect(\.isOpen, equals: true)  // the next model, and nothing else
            tester.invoke(\.closeAction)
            await tester.expect(\.isOpen, equals: false)
            await tester.finish(timeout: .seconds(5))  // fails if an emission went unasserted, or work still runs
        }
    }
}
