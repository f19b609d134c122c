import Testing
import Verity
import VerityTesting

@Suite("Example: an animator whose unsafe calls do not exist in the wrong state")
struct AnimatorTests {
    let clock = TestClock()

    /// Lets one frame pass once the animator is waiting for it.
    func nextFrame() async {
        #expect(await clock.waitForSleepers())
        await clock.advance(by: .milliseconds(100))
    }

    @Test func aRunningAnimationAdvancesOneFramePerTickAndEndsIdle() async {
        let tester = SourceTester(Animator.source(clock: clock))
        tester.invoke(\.idle?.start, .milliseconds(300))
        await tester.expect(\.running?.elapsed, equals: .zero)
        await nextFrame()
        await tester.expect(\.running?.elapsed, equals: .milliseconds(100))
        await nextFrame()
        await tester.expect(\.running?.elapsed, equals: .milliseconds(200))
        await nextFrame()
        await tester.expect({ $0.idle != nil }, equals: true)
        await tester.finish(timeout: .seconds(5))
        #expect(clock.sleeps == [.milliseconds(100), .milliseconds(100), .milliseconds(100)])
    }

    @Test func pausingStopsTheFramesAndResumingContinuesFromTheSameProgress() async {
        let tester = SourceTester(Animator.source(clock: clock))
        tester.invoke(\.idle?.start, .seconds(1))
        await tester.expect(\.progress, equals: 0)
        await nextFrame()
        await tester.expect(\.progress, equals: 0.1)
        tester.invoke(\.running?.pause)
        await tester.expect(\.paused?.elapsed, equals: .milliseconds(100))
        await clock.advance(by: .seconds(10))
        tester.invoke(\.paused?.resume)
        await tester.expect(\.running?.elapsed, equals: .milliseconds(100))
        await nextFrame()
        await tester.expect(\.running?.elapsed, equals: .milliseconds(200))
        tester.invoke(\.running?.stop)
        await tester.expect({ $0.idle != nil }, equals: true)
        await tester.finish(timeout: .seconds(5))
    }

    @Test func anIdleAnimatorHasNoPauseToCall() {
        let animator = Animator.source(clock: clock)
        // `animator.model.pause()` does not compile (TypeCheckClaimsTests checks it): pausing exists only in `.running`.
        #expect(animator.model.running?.pause == nil)
        #expect(animator.model.paused?.resume == nil)
    }

    @Test func aPauseKeptFromARunningModelDoesNothingOnceStopped() async {
        let animator = Animator.source(clock: clock)
        let tester = SourceTester(animator)
        tester.invoke(\.idle?.start, .seconds(1))
        await tester.expect(\.progress, equals: 0)
        let pause = animator.model.running?.pause
        tester.invoke(\.running?.stop)
        await tester.expect({ $0.idle != nil }, equals: true)
        pause?()
        #expect(tester.actionEvents.last?.rejection?.reason == .superseded)
        await tester.finish(timeout: .seconds(5))
    }
}
