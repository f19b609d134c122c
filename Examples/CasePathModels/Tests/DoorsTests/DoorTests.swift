import CasePaths
@testable import Doors
import Foundation
import Testing
import Verity
import VerityRequirements
import VerityTesting

/// A `@CasePathable` model, no accessor written by hand, through everything a hand-written
/// enum model goes through: the tester's key paths, doubles, model coverage.
@Suite("A @CasePathable model with generated accessors")
struct DoorTests {
    @Test func theTesterInvokesAnActionThroughAGeneratedAccessorWithoutAwait() {
        let tester = SourceTester(Door.source())
        tester.invoke(\.closed?.open)
        tester.expectNow({ $0.is(\.open) }, equals: true)
        tester.invoke(\.open?.close)
        tester.expectNow({ $0.is(\.closed) }, equals: true)
        tester.finishNow()
    }

    @Test func aGeneratedAccessorIsNilInTheOtherStatesSoTheirActionsAreAbsent() {
        let door = Door.source()
        #expect(door.model.open == nil)
        #expect(door.model.locked?.unlock == nil)
        #expect(door.model.closed?.open != nil)
    }

    @Test func aWrongCodeStaysLockedAndCountsAndTheRightOneCloses() {
        let tester = SourceTester(Door.source())
        tester.invoke(\.closed?.lock, "1234")
        tester.expectNow(\.locked?.wrongAttempts, equals: 0)
        tester.invoke(\.locked?.unlock, "0000")
        tester.expectNow(\.locked?.wrongAttempts, equals: 1)
        tester.invoke(\.locked?.unlock, "1234")
        tester.expectNow({ $0.is(\.closed) }, equals: true)
        tester.finishNow()
    }

    @Test func aSpyHearsEveryCodeTried() {
        let heard = ActionSpy<String>("unlockAttempt")
        let tester = SourceTester(Door.source(onUnlockAttempt: { heard.action($0) }))
        tester.invoke(\.closed?.lock, "1234")
        tester.expectNow(\.locked?.wrongAttempts, equals: 0)
        tester.invoke(\.locked?.unlock, "0000")
        tester.expectNow(\.locked?.wrongAttempts, equals: 1)
        #expect(heard.invocations == ["0000"])
        tester.finishNow()
    }

    @Test func aModelBuiltByHandWithDoublesIsReadThroughTheSameAccessors() {
        let lock = ActionSpy<String>("lock")
        let model = Door.closed(.init(open: .doNothing, lock: lock.action))
        model.closed?.lock("42")
        #expect(lock.invocations == ["42"])
        #expect(model.is(\.closed), "the case path the macro made reads the same state")
    }

    @Test func modelCoverageNamesTheStatesAndActionsOfAGeneratedModel() throws {
        let recorder = ModelRecorder()
        SourceObservation.$current.withValue(recorder) {
            let door = Door.source()
            door.model.closed?.open()
            door.model.open?.close()
        }
        let json = try #require(recorder.finish())
        #expect(json.contains("\"closed\"") && json.contains("\"open\""), "\(json)")
        #expect(json.contains("\"close\""), "\(json)")
    }
}
