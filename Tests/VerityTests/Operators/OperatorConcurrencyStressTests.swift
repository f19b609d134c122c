import Foundation
import Testing
import Verity

/// Operators under concurrent sets; named so that CI's Thread Sanitizer run picks them up.
@Suite struct OperatorConcurrencyStressTests {
    @Test func aUserOperatorLosesNoUpdateWhenUpstreamIsSetFromManyThreads() {
        let (source, state) = Counter.make()
        let total = source.runningTotal()
        let finished = runConcurrently(4) { _ in
            for _ in 0..<1_000 { state.set(1) }
        }
        #expect(finished)
        #expect(total.model == 4_000)
    }

    @Test func aUserOperatorLosesNoUpdateMadeWhileItIsBeingCreated() {
        for _ in 0..<200 {
            let (source, state) = Counter.make()
            let setter = inBackground { for value in 1...50 { state.set(value) } }
            let mirror = source.map { $0 }
            setter.wait()
            #expect(mirror.model == 50, "the last upstream model must reach the derived source")
        }
    }

    @Test func combiningEndsWithEachUpstreamsLastModelWhateverTheThreads() {
        for _ in 0..<20 {
            let (first, setFirst) = Counter.make()
            let (second, setSecond) = Counter.make()
            let sum = Source.combining(first, second) { $0 * 10_000 + $1 }
            let finished = runConcurrently(2) { thread in
                for value in 1...500 { (thread == 0 ? setFirst : setSecond).set(value) }
            }
            #expect(finished)
            #expect(sum.model == 500 * 10_000 + 500)
        }
    }

    @Test func combiningLosesNoUpdateMadeWhileItIsBeingCreated() {
        for _ in 0..<200 {
            let (first, setFirst) = Counter.make()
            let second = Source<Int>(constant: 0)
            let setter = inBackground { for value in 1...50 { setFirst.set(value) } }
            let sum = Source.combining(first, second) { $0 + $1 }
            setter.wait()
            #expect(sum.model == 50)
        }
    }

    @Test func switchingEndsWithTheLatestInnerSourcesModelWhateverTheThreads() {
        for _ in 0..<20 {
            let inners = (0..<2).map { _ in Counter.make() }
            let (selection, select) = Counter.make()
            let followed = selection.switchingToLatest { inners[$0 % 2].0 }
            let finished = runConcurrently(3) { thread in
                for value in 1...300 {
                    switch thread {
                    case 0: select.set(value)
                    default: inners[thread - 1].1.set(thread * 1_000 + value)
                    }
                }
            }
            #expect(finished)
            #expect(followed.model == inners[300 % 2].0.model, "a late model of a previous inner source got through")
        }
    }

    @Test func switchingDropsAModelOfThePreviousInnerSourceAlreadyBeingDeliveredWhenItSwitchesIsDropped() {
        let (first, setFirst) = Counter.make()
        let (second, _) = Counter.make()
        // A subscriber ahead of the switching source's holds the delivery of 99 half-way.
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let blocker = first.subscribe { value in
            if value == 99 {
                entered.signal()
                proceed.wait()
            }
        }
        let (selection, select) = Counter.make()
        let followed = selection.switchingToLatest { $0 == 0 ? first : second }
        let delivery = inBackground { setFirst.set(99) }
        entered.wait()
        select.set(1)  // switches while 99 is still on its way to the switching source
        proceed.signal()
        delivery.wait()
        #expect(followed.model == 0, "99 belongs to the inner source it has switched away from")
        withExtendedLifetime(blocker) {}
    }

    @Test func removingDuplicatesEndsEquivalentToTheUpstreamsLastWhateverTheThreads() {
        let (source, state) = Counter.make()
        let parity = source.removingDuplicates { $0 % 2 == $1 % 2 }
        let finished = runConcurrently(4) { thread in
            for value in 0..<1_000 { state.set(value * 4 + thread) }
        }
        #expect(finished)
        #expect(parity.model % 2 == source.model % 2)
    }
}
