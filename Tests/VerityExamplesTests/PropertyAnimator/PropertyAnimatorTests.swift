import Testing
import Verity
import VerityTesting

/// The claims of Hall's animator example, E5: each member exists only in the states where it
/// works. Its actions do no asynchronous work, so no test awaits.
@Suite("Example: UIViewPropertyAnimator's three states (Hall, E5)")
struct PropertyAnimatorTests {
    @Test func isInterruptibleCanBeSetWhileInactiveAndIsKeptWhenTheAnimationStarts() {
        let tester = SourceTester(UIViewPropertyAnimator.source())
        tester.invoke(\.inactive?.setInterruptible, false)
        tester.expectNow(\.inactive?.isInterruptible, equals: false)
        tester.invoke(\.inactive?.startAnimation)
        tester.expectNow(\.active?.isInterruptible, equals: false)
        tester.finishNow()
    }

    @Test func isInterruptibleCannotBeSetOnceActiveOrStopped() {
        let tester = SourceTester(UIViewPropertyAnimator.source())
        // `Active` and `Stopped` have no `setInterruptible` (TypeCheckClaimsTests checks that
        // calling it does not compile); one kept from `.inactive` is refused once active.
        let kept = tester.model.inactive?.setInterruptible
        tester.invoke(\.inactive?.startAnimation)
        tester.expectNow({ $0.active != nil }, equals: true)
        kept?(false)
        #expect(tester.actionEvents.last?.rejection?.reason == .superseded)
        tester.invoke(\.active?.stopAnimation)
        tester.expectNow(\.stopped?.isInterruptible, equals: true)
        tester.finishNow()
    }

    @Test func startingAnActiveAnimationIsANoOp() {
        let tester = SourceTester(UIViewPropertyAnimator.source())
        tester.invoke(\.inactive?.startAnimation)
        tester.expectNow({ $0.active != nil }, equals: true)
        tester.invoke(\.active?.startAnimation)
        tester.finishNow()  // nothing emitted by the second start
    }

    @Test func aStoppedAnimatorOffersNothingToCallOnlyAReadOnlyProperty() {
        let tester = SourceTester(UIViewPropertyAnimator.source())
        tester.invoke(\.inactive?.startAnimation)
        tester.expectNow({ $0.active != nil }, equals: true)
        let stop = tester.model.active?.stopAnimation
        tester.invoke(\.active?.stopAnimation)
        tester.expectNow({ $0.stopped != nil }, equals: true)
        // Hall's measure: the protocol shows four members here, three useless or fatal; the
        // model shows one read-only property. A stop kept from `.active` does nothing.
        stop?()
        #expect(tester.actionEvents.last?.rejection?.reason == .superseded)
        #expect(tester.model.isInterruptible)
        tester.finishNow()
    }
}
