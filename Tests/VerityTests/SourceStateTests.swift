import Testing
import Verity

/// A lamp whose two lit states carry the same payload type, and whose off state carries
/// another: a state is told by its case, not only by its payload's type.
enum Lamp: Sendable {
    case off(Off)
    case bright(Level)
    case dimmed(Level)

    struct Off: Sendable {
        var turnOn: Action<Void>
    }

    struct Level: Sendable {
        var percent: Int
        var turnOff: Action<Void>
    }

    static func source() -> Source<Lamp> {
        Source(named: "Lamp") { state, actions in off(state, actions) }
    }

    private static func off(_ state: SourceSetter<Lamp>, _ actions: ActionFactory) -> Lamp {
        .off(
            Off(
                turnOn: actions.action("turnOn") {
                    state.set { actions in
                        .dimmed(Level(percent: 40, turnOff: actions.action("turnOff") { state.set { off(state, $0) } }))
                    }
                }))
    }
}

/// Requirement (model-defined interfaces without boilerplate): an enum model's state is reached
/// through its case written as a function, with no accessor written by hand and no macro.
@Suite("Source.state(_:) reads the current state's payload through the enum's case")
struct SourceStateTests {
    @Test("the payload of the current state, and nil for the other states")
    func payloadOfTheCurrentStateOnly() throws {
        let lamp = Lamp.source()
        #expect(lamp.state(Lamp.off) != nil)
        #expect(lamp.state(Lamp.dimmed) == nil)
        try #require(lamp.state(Lamp.off)).turnOn()
        #expect(lamp.state(Lamp.off) == nil)
        #expect(lamp.state(Lamp.dimmed)?.percent == 40)
    }

    @Test("two states with the same payload type are told apart by their case")
    func statesOfOnePayloadTypeAreToldApart() throws {
        let lamp = Lamp.source()
        try #require(lamp.state(Lamp.off)).turnOn()
        #expect(lamp.state(Lamp.dimmed) != nil)
        #expect(lamp.state(Lamp.bright) == nil, "dimmed carries a Level too, but it is not bright")
    }

    @Test("a case whose one value has a label, one with several values, and an indirect case give their payload too")
    func labelledSeveralAndIndirectCases() {
        enum Shape: Sendable {
            case circle(radius: Int)
            case square(Int)
            case rectangle(width: Int, height: Int)
            indirect case framed(Shape)
        }
        let rectangle = Source(named: "Shape") { _, _ in Shape.rectangle(width: 3, height: 4) }
        #expect(rectangle.state(Shape.rectangle(width:height:)).map { [$0.0, $0.1] } == [3, 4])
        let framed = Source(named: "Shape") { _, _ in Shape.framed(.circle(radius: 2)) }
        #expect(framed.state(Shape.framed).map { "\($0)" } == "circle(radius: 2)")
        let circle = Source(named: "Shape") { _, _ in Shape.circle(radius: 2) }
        #expect(circle.state(Shape.circle(radius:)) == 2)
        #expect(circle.state(Shape.square) == nil, "a square is an Int too, but not a circle")
    }

    @Test("an action of the payload is the model's own: invoking it moves the source")
    func anActionThroughTheStateMovesTheSource() throws {
        let door = Door.source()
        try #require(door.state(Door.closed)).open()
        #expect(door.state(Door.closed) == nil)
        #expect(door.state(Door.open) != nil)
        #expect(door.state(Door.open) == door.model.open, "the same payload as the hand-written accessor's")
    }
}
