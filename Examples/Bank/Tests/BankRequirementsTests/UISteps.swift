import BankCore
import BankWeb
import Requirements
import VerityRequirements

/// The bank's requirements as a customer meets them in the browser. The sentences are those
/// of the API steps; here everything the customer does and sees goes through headless
/// Chromium, by element id, while Givens arrange data in the scenario's store directly.
enum UISteps {
    /// Every step, hook and parameter type of ``BankRequirementsInTheBrowser``.
    static let steps = Steps<UIWorld>(world: UIWorld.start) { steps in
        steps.recordModels(bankModelCoverage)
        steps.parameterType("amount", regexp: FeatureAmount.regexp) { text in FeatureAmount.money(text) }
        hooks(&steps)
        arrange(&steps)
        act(&steps)
        check(&steps)
        pages(&steps)
        paging(&steps)
        busyBank(&steps)
    }

    private static func hooks(_ steps: inout Steps<UIWorld>) {
        steps.beforeAll(name: "start chromedriver") { _ in
            // NB: under VERITY_REQUIRE_BROWSER=1 the suite runs without a browser, and this
            // fails every scenario with what is missing.
            try await Browser.shared.start()
        }
        steps.afterAll(name: "stop chromedriver") { _ in
            await Browser.shared.shutDown()
        }
        steps.after(name: "screenshot the page, close the browser, stop the bank") { ui in
            if let png = try? await ui.browser.screenshot() {
                ui.attach(png, mediaType: "image/png", fileName: "last-page.png")
            }
            await ui.world.stop()
        }
    }

    private static func arrange(_ steps: inout Steps<UIWorld>) {
        steps.given("a customer {string} with the password {string}") { (ui, username: String, password: String) in
            let customer = try ui.store.addCustomer(username: username, password: password)
            ui.customers[username] = (customer, password)
            ui.currentCustomer = customer
        }
        steps.given("her account {string} has a {amount} available balance") { (ui, name: String, available: Money) in
            let owner = try ui.world.customer()
            ui.accounts[name] = try ui.store.addAccount(named: name, for: owner.id, available: available)
        }
        steps.given("a {amount} charge from {string} is pending on {string}") {
            (ui, amount: Money, merchant: String, name: String) in
            let account = try ui.world.account(named: name)
            _ = try ui.store.addPendingCharge(ChargeRequest(account: account.id, amount: amount, merchant: merchant))
        }
        steps.given("a {amount} charge from {string} was approved on {string}") {
            (ui, amount: Money, merchant: String, name: String) in
            let request = ChargeRequest(
                account: try ui.world.account(named: name).id, amount: amount, merchant: merchant)
            let outcome = await ui.store.services().charge(try ui.world.customer().id, request)
            guard case .approved = outcome else {
                throw UIStepError("the arranged charge was not approved: \(outcome)")
            }
        }
        steps.given("the bank cannot be reached") { ui in
            ui.store.bank.isReachable = false
        }
        // NB: the same sentence arranges (in a Background, before anything happened) and
        // checks (after a When): arranging signs in through the page, then checks too.
        steps.step("{string} is signed in") { (ui, username: String) in
            if !ui.hasActed {
                guard let arranged = ui.customers[username] else {
                    throw UIStepError("no customer \"\(username)\" was arranged")
                }
                try await ui.world.signIn(username: username, password: arranged.password)
            }
            try await ui.browser.waitForText(of: "signed-in-customer", toBe: username)
        }
    }

    private static func act(_ steps: inout Steps<UIWorld>) {
        steps.when("{string} signs in with the password {string}") { (ui, username: String, password: String) in
            ui.hasActed = true
            try await ui.world.signIn(username: FeatureText.decoded(username), password: FeatureText.decoded(password))
        }
        steps.given("{string} tried the password {string} {int} times") {
            (ui, username: String, password: String, times: Int) in
            for _ in 0..<times {
                try await ui.world.signIn(username: username, password: password)
                // NB: each page answers before the next try, as a person typing would wait.
                try await ui.browser.waitForText(of: "sign-in-error", toBe: SignInError.wrongCredentials.message)
            }
        }
        steps.when("{string} tries the password {string}") { (ui, username: String, password: String) in
            ui.hasActed = true
            try await ui.world.signIn(username: username, password: password)
        }
        steps.when("a page on another site posts a {amount} charge from {string} on {string}") {
            (ui, amount: Money, merchant: String, name: String) in
            ui.hasActed = true
            let account = try ui.world.account(named: name)
            let site = try await OtherSite.start(
                posting: [("account", account.id.rawValue), ("amount", amount.decimalText), ("merchant", merchant)],
                to: ui.world.url("charges"))
            ui.otherSite = site
            // NB: the customer, signed in to the bank in this browser, opens the other site.
            try await ui.browser.navigate(to: site.url)
        }
        steps.when("a {amount} charge from {string} is posted on {string} without the page's form token") {
            (ui, amount: Money, merchant: String, name: String) in
            ui.hasActed = true
            let account = try ui.world.account(named: name)
            try await ui.browser.select(account.id.rawValue, in: "charge-account")
            try await ui.world.fill("charge-amount", with: amount.decimalText)
            try await ui.world.fill("charge-merchant", with: merchant)
            // NB: as an old copy of the form, or one built elsewhere, would be: no token.
            try await ui.browser.execute("document.getElementById('charge-form').elements['form-token'].remove()")
            try await ui.browser.click("charge-submit")
        }
        steps.when("a {amount} charge from {string} is requested on {string}") {
            (ui, amount: Money, merchant: String, name: String) in
            try await request(ui, amount.description, merchant: merchant, on: name)
        }
        steps.when("a charge of {string} from {string} is requested on {string}") {
            (ui, text: String, merchant: String, name: String) in
            try await request(ui, text, merchant: FeatureText.decoded(merchant), on: name)
        }
        steps.when("a {amount} charge from {string} is made on another device on {string}") {
            (ui, amount: Money, merchant: String, name: String) in
            ui.hasActed = true
            try await ui.world.markPage()
            // NB: another device is another session of the same customer: the store's
            // services, not this browser. The page must show it through its live update.
            let request = ChargeRequest(
                account: try ui.world.account(named: name).id, amount: amount, merchant: merchant)
            let outcome = await ui.store.services().charge(try ui.world.customer().id, request)
            guard case .approved = outcome else {
                throw UIStepError("the other device's charge was not approved: \(outcome)")
            }
        }
        steps.when("she asks to sign out") { ui in
            ui.hasActed = true
            try await ui.browser.click("sign-out")
        }
        steps.when("she syncs now") { ui in
            ui.hasActed = true
            try await ui.browser.click("sync-now")
        }
        steps.when("she cancels signing out") { ui in
            ui.hasActed = true
            try await ui.browser.click("sign-out-cancel")
        }
        steps.when("she confirms signing out") { ui in
            ui.hasActed = true
            try await ui.browser.click("sign-out-confirm")
        }
    }

    private static func request(_ ui: ScenarioContext<UIWorld>, _ text: String, merchant: String, on name: String)
        async throws
    {
        ui.hasActed = true
        let account = try ui.world.account(named: name)
        ui.requestedCharge = (text, merchant, account)
        try await ui.world.requestCharge(text, merchant: merchant, on: account)
    }

    private static func check(_ steps: inout Steps<UIWorld>) {
        steps.then("nobody is signed in") { ui in
            _ = try await ui.browser.waitForElement(id: "sign-in-form")
            try await ui.browser.waitForAbsence(of: "signed-in-customer")
        }
        steps.then("the request is refused with {string}") { (ui, message: String) in
            try await ui.browser.waitForText(of: "error-message", toBe: message)
            // NB: then back to her accounts, as the customer would go, for the steps that look at them.
            try await ui.browser.navigate(to: ui.world.url("accounts"))
        }
        steps.then("the sign-in is refused for a while, saying {string}") { (ui, start: String) in
            // NB: the form was opened afresh, without an error, so an error is the new answer's.
            let text = try await ui.browser.waitForElement(id: "sign-in-error").text()
            guard text.hasPrefix(start) else { throw UIStepError("the sign-in error says \(text)") }
            try await ui.browser.waitForAbsence(of: "signed-in-customer")
        }
        steps.then("the sign-in error says {string}") { (ui, message: String) in
            try await ui.browser.waitForText(of: "sign-in-error", toBe: message)
        }
        steps.then("the account {string} shows an available balance of {amount}") { (ui, name: String, amount: Money) in
            let account = try ui.world.account(named: name)
            try await ui.browser.waitForText(of: UIWorld.accountElement(account, "available"), toBe: amount.description)
            try await ui.world.expectNoReload()
        }
        steps.then("the account {string} shows {amount} pending") { (ui, name: String, amount: Money) in
            let account = try ui.world.account(named: name)
            try await ui.browser.waitForText(
                of: UIWorld.accountElement(account, "pending-total"), toBe: amount.description)
            try await ui.world.expectNoReload()
        }
        steps.then("{int} charge(s) is/are waiting to be synced") { (ui, count: Int) in
            try await ui.browser.waitForText(of: "unsynced-count", toBe: "\(count)")
            try await ui.world.expectNoReload()
        }
        steps.then("the charge is approved") { ui in
            guard let (amount, merchant, _) = ui.requestedCharge else { throw UIStepError("no charge was requested") }
            try await ui.browser.waitForAttribute("data-decision", of: "charge-result", toBe: "approved")
            try await ui.browser.waitForText(of: "charge-result", toBe: "Approved: \(amount) at \(merchant).")
        }
        steps.then("the charge is declined") { ui in
            guard let (amount, merchant, account) = ui.requestedCharge else {
                throw UIStepError("no charge was requested")
            }
            // NB: a declined charge changes nothing, so what could be spent is what the store holds now.
            let owner = try ui.world.customer()
            guard let spendable = try ui.store.accounts(of: owner.id).first(where: { $0.id == account.id })?.spendable
            else {
                throw UIStepError("the store has no account \(account.id)")
            }
            try await ui.browser.waitForAttribute("data-decision", of: "charge-result", toBe: "declined")
            try await ui.browser.waitForText(
                of: "charge-result",
                toBe: "Declined: \(amount) at \(merchant) is more than the \(spendable) you can spend.")
        }
        steps.then("the charge is refused with {string}") { (ui, message: String) in
            try await ui.browser.waitForText(of: "charge-error", toBe: message)
            try await ui.browser.waitForAbsence(of: "charge-result")
        }
        steps.then("the confirmation says {int} charge(s) will be synced first") { (ui, count: Int) in
            _ = try await ui.browser.waitForElement(id: "sign-out-confirmation")
            try await ui.browser.waitForText(of: "sign-out-unsynced", toBe: "\(count)")
        }
        steps.then("she is told {string}") { (ui, message: String) in
            try await ui.browser.waitForText(of: "notice", toBe: message)
        }
        steps.then("the bank has received the {amount} charge from {string}") { (ui, amount: Money, merchant: String) in
            // NB: what the bank received is not on the customer's page; the simulated bank says.
            let bank = ui.store.bank
            try await Eventually.see("the bank holding \(amount) from \(merchant)") {
                let received = (try? bank.received()) ?? []
                let found = received.contains { $0.amount == amount && $0.merchant == merchant }
                return found ? nil : "the bank holding \(received.map { "\($0.amount) from \($0.merchant)" })"
            }
        }
    }

    /// The page sentences: forms posted and addresses opened as the customer would.
    private static func pages(_ steps: inout Steps<UIWorld>) {
        steps.when("{string} posts the charge form with the amount {string} from {string} on {string}") {
            (ui, username: String, amount: String, merchant: String, name: String) in
            try await signInThroughThePage(ui, username)
            ui.hasActed = true
            try await ui.world.requestCharge(amount, merchant: merchant, on: try ui.world.account(named: name))
        }
        steps.then("the charge form holds the amount {string}") { (ui, amount: String) in
            // NB: after the answer's page is there (it shows a result or an error), not before.
            try await ui.browser.waitForText(of: "signed-in-customer", toBe: try ui.world.customer().username)
            try await ui.browser.waitForAttribute("value", of: "charge-amount", toBe: amount)
        }
        steps.then("the charge form says {string}") { (ui, message: String) in
            try await ui.browser.waitForText(of: "charge-error", toBe: message)
        }
        steps.then("the answer was a redirect to the accounts page, so a reload does not post again") { ui in
            let address = try await ui.browser.currentURL()
            guard address.hasSuffix("/accounts") else {
                throw UIStepError("the browser shows \(address), not the accounts page")
            }
            // NB: opening the address again is a GET; the refusal still shows, from the session.
            try await ui.browser.navigate(to: ui.world.url("accounts"))
            _ = try await ui.browser.waitForElement(id: "charge-error")
        }
        steps.given("the bank signs out a session after {int} second(s) without activity") { (ui, seconds: Int) in
            // NB: before anyone signed in, so restarting the server over the same store loses nothing.
            await ui.world.server.stop()
            ui.world.server = try await BankServer(
                store: ui.store, configuration: .init(host: "127.0.0.1", port: 0, idleTimeout: .seconds(seconds))
            ).start()
        }
        steps.given("{string} signed in and then did nothing for {int} seconds") {
            (ui, username: String, seconds: Int) in
            try await signInThroughThePage(ui, username)
            try await Task.sleep(for: .seconds(seconds))
        }
        steps.when("she opens her accounts") { ui in
            ui.hasActed = true
            try await ui.browser.navigate(to: ui.world.url("accounts"))
        }
        steps.then("she is signed out and told {string}") { (ui, message: String) in
            try await ui.browser.waitForText(of: "sign-in-error", toBe: message)
            try await ui.browser.waitForAbsence(of: "signed-in-customer")
        }
        steps.when("a visitor who is not signed in opens {string}") { (ui, path: String) in
            ui.hasActed = true
            try await ui.browser.navigate(to: ui.world.url(String(path.drop { $0 == "/" })))
        }
        steps.when("{string} opens {string}") { (ui, username: String, path: String) in
            try await signInThroughThePage(ui, username)
            ui.hasActed = true
            try await ui.browser.navigate(to: ui.world.url(String(path.drop { $0 == "/" })))
        }
        steps.then("the page says {string} and offers {string}") { (ui, message: String, link: String) in
            try await ui.browser.waitForText(of: "error-message", toBe: message)
            try await ui.browser.waitForText(of: "error-page-link", toBe: link)
        }
    }

    private static func signInThroughThePage(_ ui: ScenarioContext<UIWorld>, _ username: String) async throws {
        guard let arranged = ui.customers[username] else {
            throw UIStepError("no customer \"\(username)\" was arranged")
        }
        try await ui.world.signIn(username: username, password: arranged.password)
        try await ui.browser.waitForText(of: "signed-in-customer", toBe: username)
    }
}
