import Testing
import Verity
import VerityTesting

/// The ordering rule of `beginUpdates`/`endUpdates` (Hall, E6), made a type: the changes exist
/// only between the two calls.
@Suite("Example: table updates whose calls cannot come out of order (Hall, E6)")
struct TableUpdatesTests {
    let table = TableUpdates.source(rows: ["a", "b", "c"]) { "new \($0)" }

    @Test func anIdleTableOffersOnlyBeginUpdates() {
        #expect(table.model.idle?.beginUpdates != nil)
        #expect(table.model.updating?.insertRows == nil)
        #expect(table.model.updating?.endUpdates == nil)
    }

    @Test func changesBetweenBeginAndEndShowTogetherAtEndWithTheirAnimations() {
        let tester = SourceTester(table)
        tester.invoke(\.idle?.beginUpdates)
        tester.expectNow(\.updating?.pending, equals: RowChanges())
        tester.invoke(\.updating?.deleteRows, [1])
        tester.expectNow(\.updating?.rows, equals: ["a", "b", "c"])
        tester.invoke(\.updating?.insertRows, [0])
        tester.expectNow(\.updating?.pending, equals: RowChanges(inserted: [0], deleted: [1]))
        tester.invoke(\.updating?.endUpdates)
        tester.expectNow(\.idle?.rows, equals: ["new 0", "a", "c"])
        #expect(tester.model.idle?.lastAnimations == RowChanges(inserted: [0], deleted: [1]))
        tester.finishNow()
    }

    @Test func aChangeKeptFromAnOpenBatchDoesNothingOnceItEnded() {
        let tester = SourceTester(table)
        tester.invoke(\.idle?.beginUpdates)
        tester.expectNow({ $0.updating != nil }, equals: true)
        let insert = tester.model.updating?.insertRows
        tester.invoke(\.updating?.endUpdates)
        tester.expectNow(\.idle?.rows, equals: ["a", "b", "c"])
        insert?([0])
        #expect(tester.actionEvents.last?.rejection?.reason == .superseded)
        tester.finishNow()
    }
}
