import BankCore
import Foundation
import Requirements

/// Pending charges a page at a time (issue 18): the session's accounts hold the newest page,
/// and the older ones are read through the JSON API's links, as a program would.
extension APISteps {
    static func paging(_ steps: inout Steps<APIWorld>) {
        steps.given("{string} to {string} are pending on {string}, {amount} each") {
            (context: Context, first: String, last: String, name: String, amount: Money) in
            let names = try APIWorld.require(
                MerchantRange.names(from: first, to: last), "\(first) to \(last) is not a numbered run")
            let account = try context.world.account(name)
            var newest: Transaction?
            for merchant in names {
                newest = try context.world.store.addPendingCharge(
                    ChargeRequest(account: account, amount: amount, merchant: merchant))
            }
            guard let newest else { return }
            let shown = await APIWorld.eventually(try context.world.currentSession()) { model in
                model.signedIn?.account(named: name)?.pending.first == newest
            }
            try APIWorld.check(
                shown.signedIn?.account(named: name)?.pending.first == newest, "the session never showed them: \(shown)"
            )
        }
        steps.then("the account {string} lists the pending charges {string} to {string}") {
            (context: Context, name: String, first: String, last: String) in
            let expected = try APIWorld.require(
                MerchantRange.names(from: first, to: last), "\(first) to \(last) is not a numbered run")
            let listed = try context.world.currentSession().model.signedIn?.account(named: name)?.pending.map(
                \.merchant)
            try APIWorld.check(listed == expected, "the account lists \(listed ?? [])")
        }
        steps.when("she asks for older pending charges on {string}") { (context: Context, name: String) in
            let web = try await context.world.web()
            let token = try await programToken(context)
            let accounts = try await web.send("GET", "/api/accounts", headers: [("Authorization", "Bearer \(token)")])
            let listed = try JSONDecoder().decode(AccountLinks.self, from: Data(accounts.body.utf8))
            let account = try context.world.account(name)
            let older = try APIWorld.require(
                listed.accounts.first { $0.id == account.rawValue }?.olderPending,
                "the API offers no older charges: \(accounts.body.prefix(300))")
            try await follow(older, context)
        }
        steps.when("she asks for older pending charges again") { (context: Context) in
            let older = try APIWorld.require(context.world.pendingPage?.older, "the page offers no older charges")
            try await follow(older, context)
        }
        steps.when("she asks for newer pending charges") { (context: Context) in
            let newer = try APIWorld.require(context.world.pendingPage?.newer, "the page offers no newer charges")
            try await follow(newer, context)
        }
        steps.then("the page lists the pending charges {string} to {string}") {
            (context: Context, first: String, last: String) in
            let expected = try APIWorld.require(
                MerchantRange.names(from: first, to: last), "\(first) to \(last) is not a numbered run")
            let listed = try APIWorld.require(context.world.pendingPage, "no page of pending charges was read")
                .merchants
            try APIWorld.check(listed == expected, "the page lists \(listed)")
        }
        steps.then("there are no older pending charges") { (context: Context) in
            let page = try APIWorld.require(context.world.pendingPage, "no page of pending charges was read")
            try APIWorld.check(page.older == nil, "the page offers older charges at \(page.older ?? "")")
        }
    }

    /// The fields of `GET /api/accounts` and `GET /api/accounts/{id}/pending` these steps read.
    private struct AccountLinks: Decodable {
        struct Listed: Decodable {
            var id: String
            var olderPending: String?
        }
        var accounts: [Listed]
    }

    private struct PageBody: Decodable {
        struct Charge: Decodable { var merchant: String }
        var charges: [Charge]
        var older: String?
        var newer: String?
    }

    /// A program's token for the customer, signed in once per scenario.
    private static func programToken(_ context: Context) async throws -> String {
        if let token = context.world.token { return token }
        let username = try APIWorld.require(context.world.latestCustomer?.username, "no customer was arranged")
        let password = try APIWorld.require(context.world.passwords[username], "no password was arranged")
        let token = try await context.world.web().signInWithJSON(username: username, password: password)
        context.world.token = token
        return token
    }

    /// Reads the page at `link` and makes it the one the customer looks at.
    private static func follow(_ link: String, _ context: Context) async throws {
        let token = try await programToken(context)
        let answer = try await context.world.web().send("GET", link, headers: [("Authorization", "Bearer \(token)")])
        try APIWorld.check(
            answer.status == 200, "\(link) was answered HTTP \(answer.status): \(answer.body.prefix(300))")
        let page = try JSONDecoder().decode(PageBody.self, from: Data(answer.body.utf8))
        context.world.pendingPage = (page.charges.map(\.merchant), page.older, page.newer)
    }
}
