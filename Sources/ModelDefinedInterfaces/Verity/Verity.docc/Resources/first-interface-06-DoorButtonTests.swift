import DoorKit
import Testing
import VerityTesting

@Test func aClosedDoorsButtonOpensIt() {
    let open = ActionSpy<Void>("open")
    let button = DoorButton(door: .closed(open: open.action))

    #expect(button.title == "Open")
    button.press()
    #expect(open.callCount == 1)
}

@Test func anOpenDoorsButtonClosesIt() {
    let close = ActionSpy<Void>("close")
    let button = DoorButton(door: .open(close: close.action))

    #expect(button.title == "Close")
    button.press()
    #expect(close.callCount == 1)
}
