import BankCore
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("HTML pages")
struct PageTests {
    @Test("The front page sends a visitor to sign in, and a signed-in customer to the accounts")
    func frontPage() async throws {
        try await TestBank().application().test(.router) { client in
            let visitor = try await client.getPage("/", cookie: nil)
            #expect(visitor.status == .seeOther)
            #expect(visitor.location == "/sign-in")
            let cookie = try await client.signInWithForm()
            #expect(try await client.getPage("/", cookie: cookie).location == "/accounts")
        }
    }

    @Test("The sign-in page carries the form's ids and no error")
    func signInPage() async throws {
        try await TestBank().application().test(.router) { client in
            let page = HTMLInspection(html: try await client.getPage("/sign-in", cookie: nil).text)
            for id in ["content", "sign-in-form", "sign-in-username", "sign-in-password", "sign-in-submit"] {
                #expect(page.has(id), "missing #\(id)")
            }
            #expect(!page.has("sign-in-error"))
            #expect(!page.has("signed-in-customer"))
        }
    }

    @Test("Signing in redirects to the accounts with an HttpOnly, SameSite=Strict session cookie")
    func signIn() async throws {
        try await TestBank().application().test(.router) { client in
            let response = try await client.postForm("/sign-in", ["username": "ada", "password": "lovelace"])
            #expect(response.status == .seeOther)
            #expect(response.location == "/accounts")
            let cookie = try #require(response.setCookieHeader)
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Strict"))
            #expect(cookie.contains("Path=/"))
        }
    }

    @Test("A wrong password shows the sign-in error, keeps the user name, and sets no cookie")
    func signInRefused() async throws {
        try await TestBank().application().test(.router) { client in
            let response = try await client.postForm("/sign-in", ["username": "ada", "password": "babbage"])
            #expect(response.status == .unauthorized)
            #expect(response.sessionCookie == nil)
            let page = HTMLInspection(html: response.text)
            #expect(page.text("sign-in-error") == "Wrong user name or password.")
            #expect(page.attribute("value", of: "sign-in-username") == "ada")
        }
    }

    @Test("Pages of a session need one: without it they redirect to sign in", arguments: ["/accounts", "/sign-out"])
    func needsSession(path: String) async throws {
        try await TestBank().application().test(.router) { client in
            let response = try await client.getPage(path, cookie: "not-a-session")
            #expect(response.status == .seeOther)
            #expect(response.location == "/sign-in")
        }
    }

    @Test("The accounts page carries the contract's ids and the account's figures")
    func accountsPage() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let cookie = try await client.signInWithForm()
            let response = try await client.getPage("/accounts", cookie: cookie)
            #expect(response.status == .ok)
            let page = HTMLInspection(html: response.text)
            let account = "account-\(bank.everyday.id)"
            for id in [
                "content", "signed-in-customer", "accounts", account, "\(account)-pending", "unsynced-count",
                "sync-now",
                "charge-form", "charge-account", "charge-amount", "charge-merchant", "charge-submit", "sign-out",
            ] {
                #expect(page.has(id), "missing #\(id)")
            }
            #expect(page.text("signed-in-customer") == "ada")
            #expect(page.text("\(account)-name") == "Everyday")
            #expect(page.text("\(account)-available") == "$50.00")
            #expect(page.text("\(account)-pending-total") == "$0.00")
            #expect(page.text("\(account)-spendable") == "$50.00")
            #expect(page.text("unsynced-count") == "0")
            #expect(page.attribute("type", of: "charge-amount") == "text")
            #expect(!page.has("notice"))
            #expect(!page.has("charge-result"))
            #expect(response.text.contains(#"<option value="\#(bank.everyday.id)""#))
        }
    }

    @Test("An approved charge redirects to the accounts, which show the result and the pending charge")
    func approvedCharge() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let cookie = try await client.signInWithForm()
            let posted = try await client.postForm(
                "/charges", ["account": bank.everyday.id.rawValue, "amount": "50.00", "merchant": "Corner Shop"],
                cookie: cookie)
            #expect(posted.status == .seeOther)
            #expect(posted.location == "/accounts")
            let page = HTMLInspection(html: try await client.getPage("/accounts", cookie: cookie).text)
            #expect(page.text("charge-result") == "Approved: $50.00 at Corner Shop.")
            #expect(page.attribute("data-decision", of: "charge-result") == "approved")
            let transaction = try #require(try bank.everydayNow()?.pending.first)
            #expect(page.text("transaction-\(transaction.id)-merchant") == "Corner Shop")
            #expect(page.text("transaction-\(transaction.id)-amount") == "$50.00")
            #expect(page.text("transaction-\(transaction.id)-sync") == "Not synced")
            #expect(page.text("account-\(bank.everyday.id)-pending-total") == "$50.00")
            #expect(page.text("unsynced-count") == "1")
        }
    }

    @Test("A declined charge shows how much could be spent")
    func declinedCharge() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let cookie = try await client.signInWithForm()
            _ = try await client.postForm(
                "/charges", ["account": bank.everyday.id.rawValue, "amount": "$51.00", "merchant": "Corner Shop"],
                cookie: cookie)
            let page = HTMLInspection(html: try await client.getPage("/accounts", cookie: cookie).text)
            #expect(
                page.text("charge-result") == "Declined: $51.00 at Corner Shop is more than the $50.00 you can spend.")
            #expect(page.attribute("data-decision", of: "charge-result") == "declined")
            #expect(page.attribute("value", of: "charge-amount") == "$51.00")
            #expect(try bank.everydayNow()?.pending == [])
        }
    }

    @Test(
        "A refused amount redirects to the page with the message and the typed text, and changes nothing",
        arguments: [
            ("abc", "Enter an amount in dollars and cents, like 12.50."),
            ("12.345", "Enter an amount in dollars and cents, like 12.50."),
            ("-5", "Enter an amount greater than zero."),
            ("0", "Enter an amount greater than zero."),
        ]
    )
    func refusedAmount(amount: String, message: String) async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let cookie = try await client.signInWithForm()
            let response = try await client.postForm(
                "/charges", ["account": bank.everyday.id.rawValue, "amount": amount, "merchant": "Corner Shop"],
                cookie: cookie)
            // NB: a redirect (Post/Redirect/Get), so reloading the page that follows does not post again.
            #expect(response.status == .seeOther)
            #expect(response.location == "/accounts")
            let page = HTMLInspection(html: try await client.getPage("/accounts", cookie: cookie).text)
            #expect(page.text("charge-error") == message)
            #expect(page.attribute("value", of: "charge-amount") == amount)
            #expect(!page.has("charge-result"))
            #expect(try bank.everydayNow()?.pending == [])
        }
    }

    @Test("A charge on an unknown account redirects to the page that says so and changes nothing")
    func unknownAccount() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let cookie = try await client.signInWithForm()
            let response = try await client.postForm(
                "/charges", ["account": "no-such-account", "amount": "5.00", "merchant": "Corner Shop"], cookie: cookie)
            #expect(response.location == "/accounts")
            let page = try await client.getPage("/accounts", cookie: cookie)
            #expect(HTMLInspection(html: page.text).text("charge-error") == "There is no such account.")
            #expect(try bank.everydayNow()?.pending == [])
        }
    }

    @Test("A merchant's name shows literally, markup and entities included")
    func merchantEscaped() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let cookie = try await client.signInWithForm()
            _ = try await client.postForm(
                "/charges",
                ["account": bank.everyday.id.rawValue, "amount": "1.00", "merchant": #"<b>Tom & "Jerry" &amp;</b>"#],
                cookie: cookie)
            let html = try await client.getPage("/accounts", cookie: cookie).text
            #expect(!html.contains("<b>"))
            #expect(html.contains("&lt;b&gt;Tom &amp; \"Jerry\" &amp;amp;&lt;/b&gt;"))
            #expect(html.contains(#"value="&lt;b&gt;Tom &amp; &quot;Jerry&quot; &amp;amp;&lt;/b&gt;""#))
        }
    }

    @Test("A form over 16 KiB answers 413 and changes nothing")
    func oversizeForm() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let cookie = try await client.signInWithForm()
            let response = try await client.postForm(
                "/charges",
                [
                    "account": bank.everyday.id.rawValue, "amount": "1.00",
                    "merchant": String(repeating: "m", count: 17 * 1024),
                ],
                cookie: cookie)
            #expect(response.status == .contentTooLarge)
            #expect(try bank.everydayNow()?.pending == [])
        }
    }

    @Test("Signing out asks first with the number of charges to sync; cancelling goes back")
    func signOutCancelled() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let cookie = try await client.signInWithForm()
            _ = try await client.postForm(
                "/charges", ["account": bank.everyday.id.rawValue, "amount": "10.00", "merchant": "Corner Shop"],
                cookie: cookie)
            let asked = try await client.postForm("/sign-out", [:], cookie: cookie)
            #expect(asked.location == "/sign-out")
            let confirmation = HTMLInspection(html: try await client.getPage("/sign-out", cookie: cookie).text)
            for id in ["sign-out-confirmation", "sign-out-confirm", "sign-out-cancel", "signed-in-customer"] {
                #expect(confirmation.has(id), "missing #\(id)")
            }
            #expect(confirmation.text("sign-out-unsynced") == "1")
            #expect(!confirmation.has("sign-out"))
            let cancelled = try await client.postForm("/sign-out/cancel", [:], cookie: cookie)
            #expect(cancelled.location == "/accounts")
            #expect(HTMLInspection(html: try await client.getPage("/accounts", cookie: cookie).text).has("charge-form"))
        }
    }

    @Test("Confirming syncs, signs out, forgets the cookie, and the old cookie no longer works")
    func signOutConfirmed() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let cookie = try await client.signInWithForm()
            _ = try await client.postForm(
                "/charges", ["account": bank.everyday.id.rawValue, "amount": "10.00", "merchant": "Corner Shop"],
                cookie: cookie)
            _ = try await client.postForm("/sign-out", [:], cookie: cookie)
            let confirmed = try await client.postForm("/sign-out/confirm", [:], cookie: cookie)
            #expect(confirmed.status == .seeOther)
            #expect(confirmed.location == "/sign-in")
            #expect(confirmed.setCookieHeader?.contains("Max-Age=0") == true)
            #expect(try bank.everydayNow()?.pending.map(\.isSynced) == [true])
            #expect(try await client.getPage("/accounts", cookie: cookie).location == "/sign-in")
        }
    }

    @Test("When the bank cannot be reached, confirming keeps the customer signed in and shows the notice")
    func signOutWhileBankUnreachable() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let cookie = try await client.signInWithForm()
            _ = try await client.postForm(
                "/charges", ["account": bank.everyday.id.rawValue, "amount": "10.00", "merchant": "Corner Shop"],
                cookie: cookie)
            bank.store.bank.isReachable = false
            _ = try await client.postForm("/sign-out", [:], cookie: cookie)
            let confirmed = try await client.postForm("/sign-out/confirm", [:], cookie: cookie)
            #expect(confirmed.location == "/accounts")
            #expect(confirmed.sessionCookie == nil)
            let page = HTMLInspection(html: try await client.getPage("/accounts", cookie: cookie).text)
            #expect(
                page.text("notice")
                    == "The bank could not be reached, so you are still signed in. Nothing was lost; try again.")
            #expect(page.text("signed-in-customer") == "ada")
            #expect(page.text("unsynced-count") == "1")
        }
    }

    @Test("Posting an action without a session redirects to sign in and changes nothing")
    func actionWithoutSession() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let response = try await client.postForm(
                "/charges", ["account": bank.everyday.id.rawValue, "amount": "10.00", "merchant": "Corner Shop"],
                cookie: nil)
            #expect(response.location == "/sign-in")
            #expect(try bank.everydayNow()?.pending == [])
        }
    }

    @Test("An unknown address answers 404 with a page that offers a visitor the sign-in form")
    func unknownPage() async throws {
        try await TestBank().application().test(.router) { client in
            let response = try await client.getPage("/nothing-here", cookie: nil)
            #expect(response.status == .notFound)
            #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
            let page = HTMLInspection(html: response.text)
            #expect(page.text("error-page-link") == "Sign in")
            #expect(page.attribute("href", of: "error-page-link") == "/sign-in")
        }
    }

    @Test("An unknown address offers a signed-in customer her accounts")
    func unknownPageSignedIn() async throws {
        try await TestBank().application().test(.router) { client in
            let cookie = try await client.signInWithForm()
            let response = try await client.getPage("/nothing-here", cookie: cookie)
            #expect(response.status == .notFound)
            let page = HTMLInspection(html: response.text)
            #expect(page.text("error-page-link") == "Back to your accounts")
            #expect(page.attribute("href", of: "error-page-link") == "/accounts")
        }
    }
}
