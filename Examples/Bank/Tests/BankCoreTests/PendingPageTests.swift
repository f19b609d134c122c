import BankCore
import Testing

/// Issue 18, item 2: pages cut from a whole list (as services built from plain values serve
/// them) follow the same rules as the store's.
@Suite struct PagesCutFromAWholeList {
    func charges(_ count: Int) -> [Transaction] {
        (0..<count).reversed().map { number in
            Transaction(
                id: TransactionID("t\(number)"), account: "a1", merchant: "Shop \(number)", amount: .dollars(1),
                isSynced: false)
        }
    }

    @Test(arguments: [0, 1, 19, 20, 21, 45])
    func olderPagesVisitEveryChargeOnceAndNewerPagesComeBack(count: Int) throws {
        let all = charges(count)
        for limit in [1, 3, 20] {
            var pages = [try #require(PendingPage.cut(all, for: PendingPageRequest(account: "a1", limit: limit)))]
            while let older = pages.last?.older {
                pages.append(
                    try #require(
                        PendingPage.cut(
                            all, for: PendingPageRequest(account: "a1", position: .olderThan(older), limit: limit))))
            }
            #expect(pages.flatMap(\.charges) == all, "limit \(limit)")
            var back = [pages[pages.count - 1]]
            while let newer = back.last?.newer {
                back.append(
                    try #require(
                        PendingPage.cut(
                            all, for: PendingPageRequest(account: "a1", position: .newerThan(newer), limit: limit))))
            }
            #expect(back.reversed() == pages, "limit \(limit)")
        }
    }

    @Test func aPositionNotInTheListHasNoPage() {
        #expect(
            PendingPage.cut(charges(3), for: PendingPageRequest(account: "a1", position: .olderThan("nope"))) == nil)
    }

    @Test func editingAWholeListKeepsTheFiguresInStepButAPartialOneKeepsTheStoresFigures() {
        var whole = Account(id: "a1", name: "Everyday", available: .dollars(50))
        whole.pending.append(
            Transaction(id: "t1", account: "a1", merchant: "Grocer", amount: .dollars(20), isSynced: false))
        #expect(whole.figures == PendingFigures(count: 1, total: .dollars(20), unsynced: 1))
        var partial = Account(
            id: "a1", name: "Everyday", available: .dollars(50), newestPending: [],
            figures: PendingFigures(count: 30, total: .dollars(30), unsynced: 30))
        partial.pending = []
        #expect(partial.figures.count == 30)
        #expect(partial.spendable == .dollars(20))
    }
}
