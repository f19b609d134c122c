import Verity

/// A light switch whose `toggle` flips it and whose `flipLater` flips it from another task, so
/// the tests see both synchronous and asynchronous emissions.
enum Switch: Sendable, Equatable {
    case off(Off)
    case on(On)

    struct Off: Sendable, Equatable {
        var flips: Int
        let turnOn: Action<Void>
        let flipLater: Action<Void>
    }

    struct On: Sendable, Equatable {
        var flips: Int
        let turnOff: Action<Void>
        let brightness: ReturningAction<Int, String>
        let dim: AsyncAction<Int, Int>
    }

    var off: Off? {
        if case .off(let off) = self { off } else { nil }
    }

    var on: On? {
        if case .on(let on) = self { on } else { nil }
    }

    var flips: Int {
        switch self {
        case .off(let off): off.flips
        case .on(let on): on.flips
        }
    }

    static func source() -> Source<Switch> {
        Source(named: "Switch") { state, actions in off(flips: 0, state, actions) }
    }

    private static func off(flips: Int, _ state: SourceSetter<Switch>, _ actions: ActionFactory) -> Switch {
        .off(
            Off(
                flips: flips,
                turnOn: actions.action("turnOn") {
                    state.set { on(flips: flips + 1, state, $0) }
                },
                flipLater: actions.action("flipLater") {
                    Task { state.set { on(flips: flips + 1, state, $0) } }
                }
            ))
    }

    private static func on(flips: Int, _ state: SourceSetter<Switch>, _ actions: ActionFactory) -> Switch {
        .on(
            On(
                flips: flips,
                turnOff: actions.action("turnOff") {
                    state.set { off(flips: flips + 1, state, $0) }
                },
                brightness: actions.action("brightness") { (percent: Int) in "\(percent)%" },
                dim: actions.action("dim") { (percent: Int) async in percent / 2 }
            ))
    }
}
