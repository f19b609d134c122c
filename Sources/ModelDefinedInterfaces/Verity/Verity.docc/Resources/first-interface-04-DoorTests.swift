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
