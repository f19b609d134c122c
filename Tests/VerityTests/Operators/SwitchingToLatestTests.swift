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
}
