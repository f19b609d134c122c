import Testing
import Verity

@Suite struct OperatorTests {
    @Test func mapTransformsTheCurrentModelAndEveryLaterOne() {
        let (source, state) = Counter.make()
        let doubled = source.map { $0 * 2 }
        let received = Recorder<Int>()
        let subscription = doubled.subscribe { received.append($0) }
        state.set(1)
        state.set(2)
        #expect(doubled.model == 4)
        #expect(received.values == [0, 2, 4])
        withExtendedLifetime(subscription) {}
    }

    @Test func aDerivedSourceKeepsItsUpstreamAliveButNotTheOtherWayRound() {
        var upstream: Source<Int>? = Source(constant: 1)
        weak let weakUpstream = upstream
        var mapped: Source<Int>? = upstream?.map { $0 + 1 }
        weak let weakMapped = mapped
        upstream = nil
        #expect(weakUpstream != nil, "the derived source holds its upstream")
        #expect(mapped?.model == 2)
        mapped = nil
        #expect(weakMapped == nil)
        #expect(weakUpstream == nil, "nothing is left behind once the derived source goes")
    }

    @Test func filteredStartsWithTheCurrentModelThenPassesOnlyIncludedOnes() {
        let (source, state) = Counter.make()
        let even = source.filtered { $0.isMultiple(of: 2) }
        let received = Recorder<Int>()
        let subscription = even.subscribe { received.append($0) }
        for value in 1...5 { state.set(value) }
        #expect(received.values == [0, 2, 4])
        #expect(even.model == 4)
        withExtendedLifetime(subscription) {}
    }

    @Test func currentAndPreviousPairsEachModelWithItsPredecessor() {
        let (source, state) = Counter.make()
        state.set(1)
        let pairs = source.currentAndPrevious()
        let received = Recorder<CurrentAndPrevious<Int>>()
        let subscription = pairs.subscribe { received.append($0) }
        state.set(2)
        state.set(3)
        #expect(
            received.values == [
                CurrentAndPrevious(current: 1, previous: nil),
                CurrentAndPrevious(current: 2, previous: 1),
                CurrentAndPrevious(current: 3, previous: 2),
            ])
        withExtendedLifetime(subscription) {}
    }

    @Test func actionsSurviveMappingBecauseTheyStillBelongToTheirSource() throws {
        let door = Door.source()
        let isOpen = door.map { $0.open != nil }
        let closed = try #require(door.model.closed)
        closed.open()
        #expect(isOpen.model)
    }
}

@Suite struct ValuesSequenceTests {
    @Test func valuesStartWithTheCurrentModelAndFollowEverySet() async {
        let (source, state) = Counter.make()
        let values = source.values
        state.set(1)
        state.set(2)
        var received: [Int] = []
        for await value in values {
            received.append(value)
            if received.count == 3 { break }
        }
        #expect(received == [0, 1, 2])
    }

    @Test(
        "values keep coming after every earlier model, and only cancelling the consumer ends the iteration",
        .timeLimit(.minutes(1)))
    func valuesNeverFinishWhileTheSourceExists() async {
        let (source, state) = Counter.make()
        let values = source.values
        // NB: the consumer forwards what it gets and then says it stopped, so the test waits for
        // those events instead of sleeping and hoping the consumer has run meanwhile.
        let (received, forward) = AsyncStream.makeStream(of: Int?.self)
        let consumer = Task {
            for await value in values { forward.yield(value) }
            forward.yield(nil)
            forward.finish()
        }
        var events = received.makeAsyncIterator()
        for value in 1...100 { state.set(value) }
        var seen: [Int?] = []
        while let event = await events.next() {
            seen.append(event)
            if event == nil || event == 100 { break }
        }
        #expect(seen == (0...100).map(Optional.some), "every model, and no end after the last one")
        // NB: an iteration that had finished after 100 cannot deliver 101: receiving it proves
        // the sequence was still open after everything before it.
        state.set(101)
        #expect(await events.next() == .some(101), "a source never completes")
        consumer.cancel()
        var afterCancelling: [Int?] = []
        while let event = await events.next() { afterCancelling.append(event) }
        #expect(afterCancelling == [nil], "cancelling the consumer ends iteration, and nothing else arrives")
        withExtendedLifetime(source) {}
    }

    @Test func valuesFinishWhenTheSourceIsReleased() async {
        var source: Source<Int>? = Source(constant: 7)
        let values = source?.values
        source = nil
        var received: [Int] = []
        if let values {
            for await value in values { received.append(value) }
        }
        #expect(received == [7])
    }
}
