import DoorKit
import Testing
import VerityTesting

@Test func theDoorOpensAndCloses() async {
    let tester = SourceTester(Door.source())
    #expect(tester.model.isOpen == false)

    tester.invoke(\.openAction)
    await tester.expect(\.isOpen, equals: true)

    tester.invoke(\.closeAction)
    await tester.expect(\.isOpen, equals: false)

    await tester.finish(timeout: .seconds(5))
}

@Test func anActionFromAModelTheDoorHasLeftIsRefused() throws {
    let door = Door.source()
    let firstOpen = try #require(door.model.openAction)
    firstOpen()
    let close = try #require(door.model.closeAction)
    close()
    #expect(door.model.isOpen == false)

    // The door is closed again, but in a new model: the first model's action is refused.
    firstOpen()
    #expect(door.model.isOpen == false)
}
