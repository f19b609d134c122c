import Testing
import Verity

extension Source where Model == Int {
    /// An operator written the way a user writes one, with the public `derived` builder.
    func runningTotal() -> Source<Int> {
        .derived(from: self) { first, _, _ in
            first
        } next: { value, state in
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
