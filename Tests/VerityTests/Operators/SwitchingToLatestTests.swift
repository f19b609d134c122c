import Foundation
import Testing
import Verity

@Suite("Switching to the latest inner source")
struct SwitchingToLatestTests {
    @Test func followsTheInnerSourceOfTheCurrentOuterModelOnly() {
        let inners = (0..<3).map { _ in Counter.make() }
        let (selection, select) = Counter.make()
        let followed = selection.switchingToLatest { inners[$0].0 }
        inners[0].1.set(10)
        #expect(followed.model == 10)
        select.set(1)
        #expect(followed.model == 0, "switching shows the new inner source's current model")
        inners[0].1.set(11)
        #expect(followed.model == 0, "the previous inner source no longer gets through")
        inners[1].1.set(21)
        #expect(followed.model == 21)
    }

    @Test func aModelOfThePreviousInnerSourceAlreadyBeingDeliveredWhenItSwitchesIsDropped() {
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

    @Test func aPreviousInnerSourceIsLetGoWhenItSwitches() {
        let (selection, select) = Counter.make()
        let first = WeakSlot<Source<Int>>()
        let followed = selection.switchingToLatest { value -> Source<Int> in
            let inner = Source<Int>(constant: value * 100)
            if value == 0 { first.object = inner }
            return inner
        }
        #expect(first.object != nil)
        select.set(1)
        #expect(first.object == nil, "the first inner source is released once it is no longer followed")
        #expect(followed.model == 100)
    }

    @Test func theLastModelComesFromTheLatestInnerSourceWhateverTheThreads() {
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

    @Test func everythingGoesWhenItIsReleased() {
        var outer: Source<Int>? = Counter.make().0
        weak let weakOuter = outer
        let inner = WeakSlot<Source<Int>>()
        var followed: Source<Int>? = outer?.switchingToLatest { _ in
            let made = Source<Int>(constant: 1)
            inner.object = made
            return made
        }
        outer = nil
        #expect(weakOuter != nil && inner.object != nil)
        followed = nil
        #expect(weakOuter == nil && inner.object == nil)
        _ = followed
    }
}

@Suite("Removing duplicates")
struct RemovingDuplicatesTests {
    @Test func passesOnOnlyModelsThatDifferFromTheLastOne() {
        let (source, state) = Counter.make()
        let distinct = source.map { $0 / 10 }.removingDuplicates()
        let received = Recorder<Int>()
        let subscription = distinct.subscribe { received.append($0) }
        for value in [1, 5, 12, 15, 3, 30] { state.set(value) }
        #expect(received.values == [0, 1, 0, 3])
        withExtendedLifetime(subscription) {}
    }

    @Test func theLastModelIsEquivalentToTheUpstreamsLastWhateverTheThreads() {
        let (source, state) = Counter.make()
        let parity = source.removingDuplicates { $0 % 2 == $1 % 2 }
        let finished = runConcurrently(4) { thread in
            for value in 0..<1_000 { state.set(value * 4 + thread) }
        }
        #expect(finished)
        #expect(parity.model % 2 == source.model % 2)
    }
}
