import BankCore
import BankStore
import Requirements
import Verity
import VerityRequirements

/// The bank's requirements at the API: every sentence of `Features/` as code that drives the
/// `Banking` sessions (the same Sources the web pages render) over an in-memory store.
/// Arrangements ("a customer ...", "... is pending ...", "the bank cannot be reached") go to
/// the store directly; everything the customer does goes through the session's actions.
let apiSteps: Steps<APIWorld> = Steps(world: { try APIWorld() }) { steps in
    steps.recordModels(bankModelCoverage)
    steps.parameterType("amount", regexp: FeatureAmount.regexp) { text in FeatureAmount.money(text) }
    APISteps.arranging(&steps)
    APISteps.signingInAndOut(&steps)
    APISteps.charging(&steps)
    APISteps.seeing(&steps)
    APISteps.overHTTP(&steps)
    APISteps.pages(&steps)
    APISteps.paging(&steps)
    APISteps.busyBank(&steps)
    steps.after(name: "stop the web server, let go of the database") { context in
        context.world.hold?.letGo()
        context.world.hold = nil
        await context.world.http?.server.stop()
    }
}

/// The step definitions, grouped; each body is a call, so the closures type-check quickly.
enum APISteps {
    typealias Context = ScenarioContext<APIWorld>

    static func arranging(_ steps: inout Steps<APIWorld>) {
        steps.given("a customer {string} with the password {string}") {
            (context: Context, username: String, password: String) in
            let customer = try context.world.store.addCustomer(username: username, password: password)
            context.world.passwords[username] = password
            context.world.customers[username] = customer
            context.world.latestCustomer = customer
        }
        steps.given("her account {string} has a {amount} available balance") {
            (context: Context, name: String, available: Money) in
            let customer = try APIWorld.require(context.world.latestCustomer, "no customer was arranged")
            let account = try context.world.store.addAccount(named: name, for: customer.id, available: available)
            context.world.accounts[name] = account.id
        }
        steps.given("a {amount} charge from {string} is pending on {string}") {
            (context: Context, amount: Money, merchant: String, name: String) in
            try await arrangePending(context.world, amount, merchant, name)
        }
        steps.given("a {amount} charge from {string} was approved on {string}") {
            (context: Context, amount: Money, merchant: String, name: String) in
            let request = ChargeRequest(account: try context.world.account(name), amount: amount, merchant: merchant)
            let outcome = try await APIWorld.charge(request, in: try context.world.currentSession())
            try APIWorld.check(outcome.isApproved, "the charge was not approved: \(outcome)")
        }
        steps.given("the bank cannot be reached") { (context: Context) in
            context.world.store.bank.isReachable = false
        }
    }

    /// A charge recorded behind the session's back (as if long ago); then waits until the
    /// session shows it, so the scenario goes on from a settled model.
    static func arrangePending(_ world: APIWorld, _ amount: Money, _ merchant: String, _ name: String) async throws {
        let pending = try world.store.addPendingCharge(
            ChargeRequest(account: try world.account(name), amount: amount, merchant: merchant))
        let shown = await APIWorld.eventually(try world.currentSession()) { model in
            model.signedIn?.account(named: name)?.pending.contains(pending) == true
        }
        try APIWorld.check(
            shown.signedIn?.account(named: name)?.pending.contains(pending) == true,
            "the session never showed it: \(shown)")
    }

    static func signingInAndOut(_ steps: inout Steps<APIWorld>) {
        // NB: the same sentence arranges (in a Background, before any session exists) and
        // checks (after the customer acted): with no session yet it signs in first; either
        // way it checks that the session shows the customer signed in.
        steps.then("{string} is signed in") { (context: Context, username: String) in
            if context.world.session == nil {
                context.world.session = try await context.world.signedInSession(username)
            }
            let model = try context.world.currentSession().model
            try APIWorld.check(model.signedIn?.customer.username == username, "the session shows \(model)")
        }
        steps.when("{string} signs in with the password {string}") {
            (context: Context, username: String, password: String) in
            let session = Banking.session(services: context.world.services)
            context.world.session = session
            let credentials = Credentials(
                username: FeatureText.decoded(username), password: FeatureText.decoded(password))
            try await APIWorld.signIn(session, credentials)
        }
        steps.then("nobody is signed in") { (context: Context) in
            let model = try context.world.currentSession().model
            try APIWorld.check(model.signedOut != nil, "the session shows \(model)")
        }
        steps.then("the sign-in error says {string}") { (context: Context, message: String) in
            let model = try context.world.currentSession().model
            try APIWorld.check(model.signedOut?.error?.message == message, "the session shows \(model)")
        }
        steps.when("she asks to sign out") { (context: Context) in
            let model = try context.world.currentSession().model
            try APIWorld.require(model.signedIn?.signOut, "she is not signed in: \(model)")()
        }
        steps.when("she syncs now") { (context: Context) in
            let model = try context.world.currentSession().model
            let sync = try APIWorld.require(model.signedIn?.sync, "she is not signed in: \(model)")
            if case .failure(let error) = try await sync() { throw error }
        }
        steps.when("she cancels signing out") { (context: Context) in
            let model = try context.world.currentSession().model
            try APIWorld.require(model.confirmingSignOut?.cancel, "she was not asked to confirm: \(model)")()
        }
        steps.when("she confirms signing out") { (context: Context) in
            let model = try context.world.currentSession().model
            let confirm = try APIWorld.require(
                model.confirmingSignOut?.confirm, "she was not asked to confirm: \(model)")
            // NB: returns once the flow has finished: signed out, or still signed in with a notice.
            try await confirm()
        }
        steps.then("the confirmation says {int} charge(s) will be synced first") { (context: Context, count: Int) in
            let model = try context.world.currentSession().model
            try APIWorld.check(model.confirmingSignOut?.unsyncedCount == count, "the session shows \(model)")
        }
        steps.then("she is told {string}") { (context: Context, message: String) in
            let model = try context.world.currentSession().model
            try APIWorld.check(model.signedIn?.notice == message, "the session shows \(model)")
        }
        steps.then("the bank has received the {amount} charge from {string}") {
            (context: Context, amount: Money, merchant: String) in
            let received = try context.world.store.bank.received()
            try APIWorld.check(
                received.contains { $0.amount == amount && $0.merchant == merchant }, "the bank received \(received)")
        }
    }

    static func charging(_ steps: inout Steps<APIWorld>) {
        steps.when("a {amount} charge from {string} is requested on {string}") {
            (context: Context, amount: Money, merchant: String, name: String) in
            let request = ChargeRequest(account: try context.world.account(name), amount: amount, merchant: merchant)
            context.world.outcome = try await APIWorld.charge(request, in: try context.world.currentSession())
        }
        steps.when("a charge of {string} from {string} is requested on {string}") {
            (context: Context, text: String, merchant: String, name: String) in
            // NB: at the API there is no way to hand `charge` text: a `ChargeRequest` holds
            // `Money`, so "abc" cannot even be written down as a charge, and the compiler is
            // this requirement's first test. Typed text becomes a request only through
            // `ChargeInput`, which the web form and the JSON API use too; its error is the
            // refusal, and no charge is requested at all.
            let input = ChargeInput(
                account: try context.world.account(name).rawValue, amount: text, merchant: FeatureText.decoded(merchant)
            )
            let request: ChargeRequest
            do throws(ChargeInputError) {
                request = try input.request()
            } catch {
                context.world.refusal = error
                return
            }
            context.world.outcome = try await APIWorld.charge(request, in: try context.world.currentSession())
        }
        steps.when("a {amount} charge from {string} is made on another device on {string}") {
            (context: Context, amount: Money, merchant: String, name: String) in
            try await chargeOnAnotherDevice(context.world, amount, merchant, name)
        }
        steps.then("the charge is approved") { (context: Context) in
            let outcome = try APIWorld.require(context.world.outcome, "no charge was requested")
            try APIWorld.check(outcome.isApproved, "the charge was \(outcome)")
        }
        steps.then("the charge is declined") { (context: Context) in
            let outcome = try APIWorld.require(context.world.outcome, "no charge was requested")
            guard case .declined = outcome else { throw APIWorld.Mismatch(description: "the charge was \(outcome)") }
        }
        steps.then("the charge is refused with {string}") { (context: Context, message: String) in
            let refusal = try APIWorld.require(context.world.refusal, "the amount was not refused")
            try APIWorld.check(refusal.message == message, "the refusal says \"\(refusal.message)\"")
            try APIWorld.check(context.world.outcome == nil, "a charge was requested anyway")
        }
    }

    /// "Another device": a second session of the same customer, which charges.
    static func chargeOnAnotherDevice(_ world: APIWorld, _ amount: Money, _ merchant: String, _ name: String)
        async throws
    {
        let username = try APIWorld.require(try world.currentSession().model.customer?.username, "nobody is signed in")
        let otherDevice = try await world.signedInSession(username)
        let request = ChargeRequest(account: try world.account(name), amount: amount, merchant: merchant)
        let outcome = try await APIWorld.charge(request, in: otherDevice)
        try APIWorld.check(outcome.isApproved, "the other device's charge was not approved: \(outcome)")
    }

    /// What the customer sees: these wait for the live update when one is on its way, up to
    /// the world's deadline, and then check the model.
    static func seeing(_ steps: inout Steps<APIWorld>) {
        steps.then("the account {string} shows {amount} pending") { (context: Context, name: String, amount: Money) in
            let model = await APIWorld.eventually(try context.world.currentSession()) { model in
                model.signedIn?.account(named: name)?.pendingTotal == amount
            }
            try APIWorld.check(
                model.signedIn?.account(named: name)?.pendingTotal == amount, "the session shows \(model)")
        }
        steps.then("the account {string} shows an available balance of {amount}") {
            (context: Context, name: String, amount: Money) in
            let model = await APIWorld.eventually(try context.world.currentSession()) { model in
                model.signedIn?.account(named: name)?.available == amount
            }
            try APIWorld.check(model.signedIn?.account(named: name)?.available == amount, "the session shows \(model)")
        }
        steps.then("{int} charge(s) is/are waiting to be synced") { (context: Context, count: Int) in
            let model = await APIWorld.eventually(try context.world.currentSession()) { model in
                model.signedIn?.unsyncedCount == count
            }
            try APIWorld.check(model.signedIn?.unsyncedCount == count, "the session shows \(model)")
        }
    }

    /// The requirements about the wire: what a forged page or a program sends, and the status
    /// and headers it gets back, against a real server over the scenario's store.
    static func overHTTP(_ steps: inout Steps<APIWorld>) {
        steps.parameterType("json", regexp: #"-?\d[\d.eE+-]*|"[^"]*""#) { (text: String) -> String? in text }
        steps.when("a page on another site posts a {amount} charge from {string} on {string}") {
            (context: Context, amount: Money, merchant: String, name: String) in
            let web = try await context.world.web()
            let browser = try await web.signInWithForm(
                username: try username(context.world), password: try password(context.world))
            // NB: even with the right form token, which another page cannot read, the browser's
            // word on where the form comes from is enough to refuse it.
            context.world.answer = try await web.send(
                "POST", "/charges",
                headers: [
                    ("Content-Type", "application/x-www-form-urlencoded"), ("Cookie", "session=\(browser.cookie)"),
                    ("Origin", "http://127.0.0.1:1"), ("Sec-Fetch-Site", "same-site"),
                ],
                body: BankHTTP.form([
                    ("account", try context.world.account(name).rawValue), ("amount", amount.decimalText),
                    ("merchant", merchant),
                    ("form-token", browser.formToken),
                ]))
        }
        steps.when("a {amount} charge from {string} is posted on {string} without the page's form token") {
            (context: Context, amount: Money, merchant: String, name: String) in
            let web = try await context.world.web()
            let browser = try await web.signInWithForm(
                username: try username(context.world), password: try password(context.world))
            context.world.answer = try await web.send(
                "POST", "/charges",
                headers: [
                    ("Content-Type", "application/x-www-form-urlencoded"), ("Cookie", "session=\(browser.cookie)"),
                ],
                body: BankHTTP.form([
                    ("account", try context.world.account(name).rawValue), ("amount", amount.decimalText),
                    ("merchant", merchant),
                ]))
        }
        steps.then("the request is refused with {string}") { (context: Context, message: String) in
            let answer = try context.world.lastAnswer()
            try APIWorld.check(answer.status == 403, "the answer was HTTP \(answer.status)")
            try APIWorld.check(
                answer.body.contains(message), "the answer does not say \"\(message)\": \(answer.body.prefix(300))")
        }
        steps.when("a program posts a {amount} charge from {string} on {string} with the browser's session cookie") {
            (context: Context, amount: Money, merchant: String, name: String) in
            let web = try await context.world.web()
            let browser = try await web.signInWithForm(
                username: try username(context.world), password: try password(context.world))
            context.world.answer = try await web.send(
                "POST", "/api/accounts/\(try context.world.account(name).rawValue)/charges",
                headers: [("Content-Type", "application/json"), ("Cookie", "session=\(browser.cookie)")],
                body: #"{"amount": "\#(amount.decimalText)", "merchant": \#(BankHTTP.jsonString(merchant))}"#)
        }
        steps.when("a program signs in as {string} with the password {string} sending a form instead of JSON") {
            (context: Context, username: String, password: String) in
            let web = try await context.world.web()
            context.world.answer = try await web.send(
                "POST", "/api/sessions", headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body: BankHTTP.form([("username", username), ("password", password)]))
        }
        steps.when("a program charges {json} from {string} on {string}") {
            (context: Context, amount: String, merchant: String, name: String) in
            let web = try await context.world.web()
            let token = try await web.signInWithJSON(
                username: try username(context.world), password: try password(context.world))
            context.world.answer = try await web.send(
                "POST", "/api/accounts/\(try context.world.account(name).rawValue)/charges",
                headers: [("Content-Type", "application/json"), ("Authorization", "Bearer \(token)")],
                body: #"{"amount": \#(amount), "merchant": \#(BankHTTP.jsonString(merchant))}"#)
        }
        steps.when("a program sends {word} to {string}") { (context: Context, method: String, path: String) in
            context.world.answer = try await context.world.web().send(method, path)
        }
        steps.when("a program loads {string}") { (context: Context, path: String) in
            context.world.answer = try await context.world.web().send("GET", path)
        }
        // NB: throttling is the web shell's, so these go over HTTP to the JSON API.
        steps.given("{string} tried the password {string} {int} times") {
            (context: Context, username: String, password: String, times: Int) in
            let web = try await context.world.web()
            for _ in 0..<times {
                let answer = try await web.send(
                    "POST", "/api/sessions", headers: [("Content-Type", "application/json")],
                    body:
                        #"{"username": \#(BankHTTP.jsonString(username)), "password": \#(BankHTTP.jsonString(password))}"#
                )
                try APIWorld.check(
                    answer.status == 401, "a wrong password was answered HTTP \(answer.status): \(answer.body)")
            }
        }
        steps.when("{string} tries the password {string}") { (context: Context, username: String, password: String) in
            context.world.answer = try await context.world.web().send(
                "POST", "/api/sessions", headers: [("Content-Type", "application/json")],
                body: #"{"username": \#(BankHTTP.jsonString(username)), "password": \#(BankHTTP.jsonString(password))}"#
            )
        }
        steps.then("the sign-in is refused for a while, saying {string}") { (context: Context, start: String) in
            let answer = try context.world.lastAnswer()
            try APIWorld.check(answer.status == 429, "the answer was HTTP \(answer.status): \(answer.body.prefix(300))")
            let retryAfter = answer.headers["Retry-After"].first.flatMap { Int($0) } ?? 0
            try APIWorld.check(retryAfter >= 1, "Retry-After: \(answer.headers["Retry-After"])")
            try APIWorld.check(
                answer.errorMessage?.hasPrefix(start) == true, "the answer says \(answer.body.prefix(300))")
        }
        steps.then("the program is answered {int} with {string}") { (context: Context, status: Int, message: String) in
            let answer = try context.world.lastAnswer()
            try APIWorld.check(
                answer.status == status, "the answer was HTTP \(answer.status): \(answer.body.prefix(300))")
            if !message.isEmpty {
                try APIWorld.check(answer.errorMessage == message, "the answer says \(answer.body.prefix(300))")
            }
        }
        steps.then("the answer allows {string}") { (context: Context, methods: String) in
            let allow = try context.world.lastAnswer().headers["Allow"]
            try APIWorld.check(allow == [methods], "Allow: \(allow)")
        }
        steps.then("the answer carries the header {string} with {string}") {
            (context: Context, name: String, value: String) in
            let values = try context.world.lastAnswer().headers[name]
            try APIWorld.check(values == [value], "\(name): \(values)")
        }
        steps.then("the answer's content security policy has {string}") { (context: Context, directive: String) in
            let policy = try context.world.lastAnswer().headers["Content-Security-Policy"].joined(separator: ", ")
            try APIWorld.check(policy.contains(directive), "Content-Security-Policy: \(policy)")
        }
    }

    /// The page sentences: the same forms and addresses a browser uses, over HTTP, read as HTML.
    static func pages(_ steps: inout Steps<APIWorld>) {
        steps.when("{string} posts the charge form with the amount {string} from {string} on {string}") {
            (context: Context, username: String, amount: String, merchant: String, name: String) in
            let web = try await context.world.web()
            let password = try APIWorld.require(context.world.passwords[username], "no password was arranged")
            let browser = try await web.signInWithForm(username: username, password: password)
            let answer = try await web.send(
                "POST", "/charges",
                headers: [
                    ("Content-Type", "application/x-www-form-urlencoded"), ("Cookie", "session=\(browser.cookie)"),
                ],
                body: BankHTTP.form([
                    ("account", try context.world.account(name).rawValue), ("amount", amount), ("merchant", merchant),
                    ("form-token", browser.formToken),
                ]))
            context.world.answer = answer
            context.world.page = try await web.send(
                "GET", "/accounts", headers: [("Cookie", "session=\(browser.cookie)")]
            ).body
        }
        steps.then("the charge form holds the amount {string}") { (context: Context, amount: String) in
            let page = try APIWorld.require(context.world.page, "no page was fetched")
            let value = HTMLText.attribute("value", ofElement: "charge-amount", in: page)
            try APIWorld.check(value == amount, "the amount field holds \(value.map { "\"\($0)\"" } ?? "nothing")")
        }
        steps.then("the charge form says {string}") { (context: Context, message: String) in
            let page = try APIWorld.require(context.world.page, "no page was fetched")
            let text = HTMLText.text(ofElement: "charge-error", in: page)
            try APIWorld.check(text == message, "the charge form says \(text ?? "nothing")")
        }
        steps.then("the answer was a redirect to the accounts page, so a reload does not post again") {
            (context: Context) in
            let answer = try context.world.lastAnswer()
            try APIWorld.check(answer.status == 303, "the post was answered HTTP \(answer.status)")
            try APIWorld.check(answer.headers["Location"] == ["/accounts"], "Location: \(answer.headers["Location"])")
        }
        steps.given("the bank signs out a session after {int} second(s) without activity") {
            (context: Context, seconds: Int) in
            try APIWorld.check(context.world.http == nil, "the web server had already started")
            context.world.idleTimeout = .seconds(seconds)
        }
        steps.given("{string} signed in and then did nothing for {int} seconds") {
            (context: Context, username: String, seconds: Int) in
            let web = try await context.world.web()
            let password = try APIWorld.require(context.world.passwords[username], "no password was arranged")
            // NB: a browser and a program, so the example covers both: each is signed out alike.
            context.world.cookie = try await web.signInWithForm(username: username, password: password).cookie
            context.world.token = try await web.signInWithJSON(username: username, password: password)
            try await Task.sleep(for: .seconds(seconds))
        }
        steps.when("she opens her accounts") { (context: Context) in
            let web = try await context.world.web()
            let cookie = try APIWorld.require(context.world.cookie, "nobody signed in with a browser")
            let page = try await web.send("GET", "/accounts", headers: [("Cookie", "session=\(cookie)")])
            let location = try APIWorld.require(
                page.headers["Location"].first, "the page was answered HTTP \(page.status)")
            context.world.page = try await web.send("GET", location).body
            let token = try APIWorld.require(context.world.token, "nobody signed in with a program")
            context.world.answer = try await web.send(
                "GET", "/api/accounts", headers: [("Authorization", "Bearer \(token)")])
        }
        steps.then("she is signed out and told {string}") { (context: Context, message: String) in
            let page = try APIWorld.require(context.world.page, "no page was fetched")
            let said = HTMLText.text(ofElement: "sign-in-error", in: page)
            try APIWorld.check(said == message, "the sign-in page says \(said ?? "nothing")")
            let answer = try context.world.lastAnswer()
            try APIWorld.check(answer.status == 401, "the program was answered HTTP \(answer.status)")
            try APIWorld.check(answer.errorMessage == message, "the program was told \(answer.body.prefix(300))")
        }
        steps.when("a visitor who is not signed in opens {string}") { (context: Context, path: String) in
            context.world.answer = try await context.world.web().send("GET", path)
        }
        steps.when("{string} opens {string}") { (context: Context, username: String, path: String) in
            let web = try await context.world.web()
            let password = try APIWorld.require(context.world.passwords[username], "no password was arranged")
            let browser = try await web.signInWithForm(username: username, password: password)
            context.world.answer = try await web.send("GET", path, headers: [("Cookie", "session=\(browser.cookie)")])
        }
        steps.then("the page says {string} and offers {string}") { (context: Context, message: String, link: String) in
            let page = try context.world.lastAnswer().body
            let said = HTMLText.text(ofElement: "error-message", in: page)
            try APIWorld.check(said == message, "the page says \(said ?? "nothing")")
            let offered = HTMLText.text(ofElement: "error-page-link", in: page)
            try APIWorld.check(offered == link, "the page offers \(offered ?? "nothing")")
        }
    }

    /// The customer the scenario arranged last, who "signs in" in the HTTP steps.
    private static func username(_ world: APIWorld) throws -> String {
        try APIWorld.require(world.latestCustomer?.username, "no customer was arranged")
    }

    private static func password(_ world: APIWorld) throws -> String {
        try APIWorld.require(world.passwords[try username(world)], "no password was arranged")
    }
}
