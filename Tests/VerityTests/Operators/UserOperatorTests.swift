import Testing
import Verity

extension Source where Model == Int {
    /// An operator written the way a user writes one, with the public `derived` builder.
    func runningTotal() -> Source<Int> {
        .derived(from: self) { first, _, _ in first } next: { value, state in
            state.update { total, _ in total + value }
        }
    }
}

@Suite("An operator a user writes")
struct UserOperatorTests {
    @Test func startsFromTheCurrentModelAndFoldsEveryLaterOne() {
        let (source, state) = Counter.make()
        state.set(2)
        let total = source.runningTotal()
        for value in [3, 4] { state.set(value) }
        #expect(total.model == 9)
    }

    @Test func loseNoUpdateWhenUpstreamIsSetFromManyThreads() {
        let (source, state) = Counter.make()
        let total = source.runningTotal()
        let finished = runConcurrently(4) { _ in
            for _ in 0..<1_000 { state.set(1) }
        }
        #expect(finished)
        #expect(total.model == 4_000)
    }

    @Test func losesNoUpdateMadeWhileItIsBeingCreated() {
        for _ in 0..<200 {
            let (source, state) = Counter.make()
            let setter = inBackground { for value in 1...50 { state.set(value) } }
            let mirror = source.map { $0 }
            setter.wait()
            #expect(mirror.model == 50, "the last upstream model must reach the derived source")
        }
    }

    @Test func goesAwayWithItsLastReferenceAndThenLetsGoOfItsUpstream() {
        var upstream: Source<Int>? = Counter.make().0
        weak let weakUpstream = upstream
        var total: Source<Int>? = upstream?.runningTotal()
        weak let weakTotal = total
        upstream = nil
        #expect(weakUpstream != nil)
        total = nil
        #expect(weakTotal == nil)
        #expect(weakUpstream == nil)
    }
}
