import BankCore
import BankStore
import Testing

/// Issue 18, item 2: pending charges are read a page at a time, newest first, and the store's
/// figures stay right without reading them all.
@Suite struct PendingChargesAPageAtATime {
    let store: BankStore
    let ada: Customer
    let everyday: Account
    /// Oldest first, as arranged.
    let charges: [Transaction]

    init() throws {
        store = try BankStore.inMemory()
        ada = try store.addCustomer(username: "ada", password: "lovelace")
        everyday = try store.addAccount(named: "Everyday", for: ada.id, available: .dollars(100))
        var charges: [Transaction] = []
        for number in 1...45 {
            charges.append(
                try store.addPendingCharge(
                    ChargeRequest(account: everyday.id, amount: .dollars(1), merchant: "Shop \(number)"),
                    synced: number <= 5))
        }
        self.charges = charges
    }

    func page(_ position: PendingPageRequest.Position = .newest, limit: Int = PendingPage.defaultSize) throws
        -> PendingPage
    {
        try store.pendingPage(PendingPageRequest(account: everyday.id, position: position, limit: limit), for: ada.id)
    }

    @Test func theAccountHoldsTheNewestPageAndTheFiguresOfAll() throws {
        let account = try #require(try store.accounts(of: ada.id).first)
        #expect(account.pending == Array(charges.reversed().prefix(PendingPage.defaultSize)))
        #expect(account.figures == PendingFigures(count: 45, total: .dollars(45), unsynced: 40))
        #expect(account.hasOlderPending)
        #expect(account.spendable == .dollars(55))
    }

    @Test(arguments: [1, 7, 20, 45, 100])
    func readingOlderPagesVisitsEveryChargeOnceNewestFirstAndNewerPagesComeBack(limit: Int) throws {
        var pages = [try page(limit: limit)]
        #expect(pages[0].newer == nil)
        while let older = pages.last?.older {
            pages.append(try page(.olderThan(older), limit: limit))
        }
        #expect(pages.flatMap(\.charges) == charges.reversed())
        #expect(pages.allSatisfy { !$0.charges.isEmpty && $0.charges.count <= limit })
        var back = [pages[pages.count - 1]]
        while let newer = back.last?.newer {
            back.append(try page(.newerThan(newer), limit: limit))
        }
        #expect(back.reversed() == pages)
    }

    @Test func chargesArrivingMeanwhileDoNotShiftTheNextPage() throws {
        let first = try page()
        try store.addPendingCharge(ChargeRequest(account: everyday.id, amount: .dollars(1), merchant: "Newcomer"))
        let second = try page(.olderThan(try #require(first.older)))
        #expect(second.charges == Array(charges.reversed()[20..<40]))
    }

    @Test func aPageStartingAtAChargeThatIsNotThereOrAnotherCustomersAccountIsRefused() throws {
        #expect(throws: PendingPageError.unknownPosition("nope")) { try page(.olderThan("nope")) }
        let grace = try store.addCustomer(username: "grace", password: "hopper")
        #expect(throws: PendingPageError.unknownAccount(everyday.id)) {
            try store.pendingPage(PendingPageRequest(account: everyday.id), for: grace.id)
        }
        let hers = try store.addAccount(named: "Hers", for: grace.id, available: .dollars(10))
        let theirs = try store.addPendingCharge(ChargeRequest(account: hers.id, amount: .dollars(1), merchant: "Hers"))
        #expect(throws: PendingPageError.unknownPosition(theirs.id)) { try page(.olderThan(theirs.id)) }
    }

    @Test func aLimitOutsideOneToTheMaximumIsBroughtInside() {
        #expect(PendingPageRequest(account: everyday.id, limit: 0).limit == 1)
        #expect(PendingPageRequest(account: everyday.id, limit: 10_000).limit == PendingPage.maximumSize)
    }
}
