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

    @Test func valuesNeverFinishWhileTheSourceExists() async {
        let (source, state) = Counter.make()
        let values = source.values
        let finished = Recorder<Bool>()
        let consumer = Task {
            for await _ in values {}
            finished.append(true)
        }
        for value in 1...100 { state.set(value) }
        try? await Task.sleep(for: .milliseconds(50))
        #expect(finished.values.isEmpty, "a source never completes")
        consumer.cancel()
        await consumer.value
        #expect(finished.values == [true], "cancelling the consumer ends iteration")
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
