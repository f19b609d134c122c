import BankCore
import BankStore
import BankWeb
import Foundation

/// The state of one scenario in the browser: its own in-memory bank, an in-process web
/// server over it, a fresh browser window, and what the scenario arranged and asked for.
///
/// Givens that arrange data write to ``store``; what the customer does and sees goes through
/// ``browser``, by element id.
struct UIWorld: Sendable {
    /// The bank's data, fresh for the scenario.
    let store: BankStore
    /// The store's file, which another program may hold (`hold`).
    let database: ScenarioDatabase
    /// Another program's hold on the database, while the scenario has one.
    var hold: DatabaseHold?
    /// The web app over ``store``, on a free port; restarted by a step that configures it.
    var server: RunningBankServer
    /// The customer's browser window.
    let browser: WebDriverSession

    /// Customers arranged by the scenario, by user name, with their passwords.
    var customers: [String: (customer: Customer, password: String)] = [:]
    /// The customer arranged last: whom "her account" and "she" mean.
    var currentCustomer: Customer?
    /// Accounts arranged by the scenario, by name.
    var accounts: [String: Account] = [:]
    /// The last charge the customer asked for in the browser.
    var requestedCharge: (amount: String, merchant: String, account: Account)?
    /// Whether a `When` step has run: until then "ada is signed in" arranges, afterwards it checks.
    var hasActed = false
    /// Set in the page before a change made elsewhere; still there afterwards means the page
    /// did not reload.
    var pageMarker: String?
    /// The merchants of charges the scenario arranged, by transaction id, to read lists by
    /// their rows' ids.
    var merchants: [TransactionID: String] = [:]
    /// A page on another site the scenario served, stopped with the world.
    var otherSite: OtherSite?

    /// Opens an empty store in a file of its own, starts the server on port 0 and opens a browser.
    static func start() async throws -> UIWorld {
        let database = try ScenarioDatabase()
        let store = try database.open()
        let server = try await BankServer(store: store, configuration: .init(host: "127.0.0.1", port: 0)).start()
        do {
            let browser = try await Browser.shared.newSession()
            return UIWorld(store: store, database: database, server: server, browser: browser)
        } catch {
            await server.stop()
            throw error
        }
    }

    /// Closes the browser window and stops the server.
    func stop() async {
        hold?.letGo()
        await otherSite?.stop()
        await browser.delete()
        await server.stop()
    }

    /// The address of `path` on the scenario's server, e.g. `/sign-in`.
    func url(_ path: String) -> URL {
        server.url.appendingPathComponent(path)
    }

    /// The account the scenario arranged under `name`.
    func account(named name: String) throws -> Account {
        guard let account = accounts[name] else {
            throw UIStepError("no account named \"\(name)\" was arranged (arranged: \(accounts.keys.sorted()))")
        }
        return account
    }

    /// The customer "she" and "her" refer to.
    func customer() throws -> Customer {
        guard let currentCustomer else { throw UIStepError("no customer was arranged") }
        return currentCustomer
    }

    /// Signs in through the sign-in page, as the customer would.
    func signIn(username: String, password: String) async throws {
        try await browser.navigate(to: url("sign-in"))
        try await fill("sign-in-username", with: username)
        try await fill("sign-in-password", with: password)
        try await browser.click("sign-in-submit")
    }

    /// Fills in the charge form on the accounts page and submits it.
    func requestCharge(_ amount: String, merchant: String, on account: Account) async throws {
        try await browser.select(account.id.rawValue, in: "charge-account")
        try await fill("charge-amount", with: amount)
        try await fill("charge-merchant", with: merchant)
        try await browser.click("charge-submit")
    }

    /// Types `text` into the field `id`; text no keyboard types (a NUL, a direction override,
    /// as pasted) is put into the field by script instead.
    func fill(_ id: String, with text: String) async throws {
        guard FeatureText.needsScript(text) else { return try await browser.fill(id, with: text) }
        _ = try await browser.waitForElement(id: id)
        try await browser.execute("document.getElementById(arguments[0]).value = arguments[1]", arguments: [id, text])
    }

    /// Marks the page so that ``expectNoReload()`` can tell later whether it was reloaded.
    mutating func markPage() async throws {
        let marker = UUID().uuidString
        try await browser.execute("window.verityPageMarker = arguments[0]", arguments: [marker])
        pageMarker = marker
    }

    /// Fails when the page was marked and has reloaded since: a change made elsewhere must
    /// show by live update, not by loading the page again.
    func expectNoReload() async throws {
        guard let pageMarker else { return }
        let seen = try await browser.execute("return window.verityPageMarker || null", as: String?.self)
        guard seen == pageMarker else {
            throw UIStepError(
                "the page was loaded again (the marker set before the change is gone); the change must show without reloading"
            )
        }
    }

    /// The element id of an account's part, e.g. `account-<id>-pending-total`.
    static func accountElement(_ account: Account, _ part: String) -> String {
        "account-\(account.id.rawValue)-\(part)"
    }
}
