import BankCore
import BankStore
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Issue 18, item 2: the accounts page and the API list pending charges a page at a time,
/// newest first, with links to the older and newer pages, so a long history costs a page.
@Suite("Pending charges a page at a time")
struct PendingPagingTests {
    /// Arranges `count` $0.01 charges named "Shop 1"… on Everyday; returns them newest first.
    func arrange(_ count: Int, in bank: TestBank) throws -> [Transaction] {
        try (1...count).map { number in
            try bank.store.addPendingCharge(
                ChargeRequest(account: bank.everyday.id, amount: Money(cents: 1), merchant: "Shop \(number)"))
        }.reversed()
    }

    /// The ids of the transaction rows on a page, in order.
    func rowIDs(_ html: String) -> [TransactionID] {
        html.components(separatedBy: #"<li id="transaction-"#).dropFirst().map {
            TransactionID(String($0.prefix { $0 != "\"" }))
        }
    }

    @Test(
        "With 10,000 pending charges the accounts page stays under 200 KB and shows the newest 20, linking to the older ones"
    )
    func accountsPageAtTenThousand() async throws {
        let bank = try TestBank()
        let charges = try arrange(10_000, in: bank)
        try await bank.application().test(.router) { client in
            let cookie = try await client.signInWithForm()
            let response = try await client.getPage("/accounts", cookie: cookie)
            #expect(response.status == .ok)
            #expect(response.body.readableBytes < 200_000, "the accounts page is \(response.body.readableBytes) bytes")
            #expect(rowIDs(response.text) == Array(charges.prefix(PendingPage.defaultSize)).map(\.id))
            let page = HTMLInspection(html: response.text)
            #expect(page.text("account-\(bank.everyday.id)-pending-total") == "$100.00")
            let older = try #require(page.attribute("href", of: "account-\(bank.everyday.id)-older"))
            #expect(older == "/accounts/\(bank.everyday.id)/pending?after=\(charges[19].id)")

            let second = try await client.getPage(older, cookie: cookie)
            #expect(second.status == .ok)
            #expect(rowIDs(second.text) == charges[20..<40].map(\.id))
            let secondPage = HTMLInspection(html: second.text)
            #expect(secondPage.text("pending-page-summary") == "10,000 pending, newest first, 20 a page.")
            #expect(
                secondPage.attribute("href", of: "pending-page-older")
                    == "/accounts/\(bank.everyday.id)/pending?after=\(charges[39].id)")
            #expect(secondPage.attribute("href", of: "pending-page-back") == "/accounts")
            let newer = try #require(secondPage.attribute("href", of: "pending-page-newer"))
            let first = try await client.getPage(newer, cookie: cookie)
            #expect(rowIDs(first.text) == charges[0..<20].map(\.id))
            #expect(!HTMLInspection(html: first.text).has("pending-page-newer"), "the newest page offers newer charges")
        }
    }

    @Test("An account with a page or fewer of pending charges offers no older ones")
    func noLinkForAShortList() async throws {
        let bank = try TestBank()
        _ = try arrange(PendingPage.defaultSize, in: bank)
        try await bank.application().test(.router) { client in
            let cookie = try await client.signInWithForm()
            let page = HTMLInspection(html: try await client.getPage("/accounts", cookie: cookie).text)
            #expect(!page.has("account-\(bank.everyday.id)-older"))
            let token = try await client.signIn()
            let account = try #require(
                (try await client.getJSON("/api/accounts", token: token).json()["accounts"] as? [[String: Any]])?.first)
            #expect(account["olderPending"] is NSNull)
            #expect((account["pending"] as? [Any])?.count == PendingPage.defaultSize)
        }
    }

    @Test("The API walks every pending charge once, newest first, by its older links, and back by its newer links")
    func apiWalk() async throws {
        let bank = try TestBank()
        let charges = try arrange(250, in: bank)
        try await bank.application().test(.router) { client in
            let token = try await client.signIn()
            let accounts = try await client.getJSON("/api/accounts", token: token).json()
            let account = try #require((accounts["accounts"] as? [[String: Any]])?.first)
            #expect(account["pendingCount"] as? Int == 250)
            #expect(
                (account["pending"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
                    == charges.prefix(20).map(\.id.rawValue))
            #expect(
                account["olderPending"] as? String
                    == "/api/accounts/\(bank.everyday.id)/pending?after=\(charges[19].id)")

            var seen: [String] = []
            var pages: [[String: Any]] = []
            var next: String? = "/api/accounts/\(bank.everyday.id)/pending?limit=100"
            while let uri = next {
                let response = try await client.getJSON(uri, token: token)
                try #require(response.status == .ok, "\(uri) answered \(response.status): \(response.text)")
                let page = try response.json()
                seen += (page["charges"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
                pages.append(page)
                next = page["older"] as? String
            }
            #expect(seen == charges.map(\.id.rawValue))
            #expect(pages.count == 3)
            #expect(pages.first?["newer"] is NSNull)
            #expect(pages.first?["pendingCount"] as? Int == 250)
            let back = try #require(pages.last?["newer"] as? String)
            let middle = try await client.getJSON(back, token: token).json()
            #expect(
                (middle["charges"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
                    == charges[100..<200].map(\.id.rawValue))
        }
    }

    @Test(
        "A page request that cannot be read says which parameter is wrong",
        arguments: [
            ("?after=a&before=b", "before"), ("?limit=0", "limit"), ("?limit=101", "limit"), ("?limit=ten", "limit"),
            ("?after=not-a-charge", "after"), ("?before=not-a-charge", "before"),
        ])
    func refusedQueries(query: String, field: String) async throws {
        let bank = try TestBank()
        _ = try arrange(3, in: bank)
        try await bank.application().test(.router) { client in
            let token = try await client.signIn()
            let response = try await client.getJSON("/api/accounts/\(bank.everyday.id)/pending\(query)", token: token)
            #expect(response.status == .badRequest)
            #expect(try response.json()["field"] as? String == field)
        }
    }

    @Test("Another customer's account, no session and a wrong method are refused")
    func refusedRequests() async throws {
        let bank = try TestBank()
        let grace = try bank.store.addCustomer(username: "grace", password: "hopper")
        let hers = try bank.store.addAccount(named: "Hers", for: grace.id, available: .dollars(10))
        try await bank.application().test(.router) { client in
            let token = try await client.signIn()
            #expect(try await client.getJSON("/api/accounts/\(hers.id)/pending", token: token).status == .notFound)
            #expect(
                try await client.getJSON("/api/accounts/\(bank.everyday.id)/pending", token: nil).status
                    == .unauthorized)
            let posted = try await client.postJSON("/api/accounts/\(bank.everyday.id)/pending", "{}", token: token)
            #expect(posted.status == .methodNotAllowed)
            #expect(posted.headers[.allow] == "GET")
            let cookie = try await client.signInWithForm()
            let page = try await client.getPage("/accounts/\(hers.id)/pending", cookie: cookie)
            #expect(page.status == .notFound)
            #expect(
                try await client.getPage("/accounts/\(bank.everyday.id)/pending", cookie: nil).location == "/sign-in")
        }
    }
}
