import Testing
import Verity

@Suite("Combining the latest of several sources")
struct CombiningTests {
    @Test func combinesTheLatestOfEachAndEmitsOncePerUpstreamUpdate() {
        let (numbers, setNumber) = Counter.make()
        let (others, setOther) = Counter.make()
        let names = Source<String>(constant: "x")
        let combined = Source.combining(numbers, others, names) { number, other, name in "\(name)\(number)-\(other)" }
        let received = Recorder<String>()
        let subscription = combined.subscribe { received.append($0) }
        setNumber.set(1)
        setOther.set(2)
        #expect(received.values == ["x0-0", "x1-0", "x1-2"], "no extra model at creation, one per update")
        withExtendedLifetime(subscription) {}
    }

    @Test func aCombinationCanOfferActionsOfItsOwnThatSeeTheLatestInputs() {
        let (numbers, setNumber) = Counter.make()
        let reported = Recorder<Int>()
        let combined = Source.combining(numbers, Source(constant: 10)) { actions, number, offset in
            Total(value: number + offset, report: actions.action("report") { reported.append(number + offset) })
        }
        let drawn = combined.model
        setNumber.set(1)
        drawn.report()  // taken before the update: still the same state, so it reports the latest
        #expect(reported.values == [11])
    }

    @Test func aListCombinesInOrder() {
        let sources = (0..<3).map { _ in Counter.make() }
        let all = Source.combining(sources.map(\.0))
        sources[1].1.set(7)
        #expect(all.model == [0, 7, 0])
    }

    @Test func keepsItsInputsAliveAndLetsGoOfThemWhenReleased() {
        var first: Source<Int>? = Counter.make().0
        var second: Source<Int>? = Counter.make().0
        weak let weakFirst = first
        weak let weakSecond = second
        var combined: Source<Int>? = Source.combining(first!, second!) { $0 + $1 }
        weak let weakCombined = combined
        first = nil
        second = nil
        #expect(weakFirst != nil && weakSecond != nil)
        combined = nil
        #expect(weakCombined == nil)
        #expect(weakFirst == nil && weakSecond == nil, "no cycle through the inputs' subscriptions")
    }
}

@Suite("Merging sources")
struct MergingTests {
    @Test func startsWithTheFirstSourceAndPassesOnEveryLaterModelOfAny() {
        let (first, setFirst) = Counter.make()
        let (second, setSecond) = Counter.make()
        let merged = Source.merging(first, second)
        let received = Recorder<Int>()
        let subscription = merged.subscribe { received.append($0) }
        setSecond.set(2)
        setFirst.set(1)
        setSecond.set(3)
        #expect(received.values == [0, 2, 1, 3])
        withExtendedLifetime(subscription) {}
    }

    @Test func letsGoOfItsSourcesWhenReleased() {
        var first: Source<Int>? = Counter.make().0
        weak let weakFirst = first
        var merged: Source<Int>? = Source.merging(first!, Counter.make().0)
        first = nil
        #expect(weakFirst != nil)
        merged = nil
        #expect(weakFirst == nil)
        _ = merged
    }
}

/// A combined model with an action of its own.
struct Total: Sendable {
    var value: Int
    let report: Action<Void>
}
