import BankCore
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("JSON API")
struct APITests {
    @Test("Signing in with the right password answers 201 with a 64-digit token")
    func signIn() async throws {
        try await TestBank().application().test(.router) { client in
            let token = try await client.signIn()
            #expect(token.count == 64)
            #expect(token.allSatisfy { $0.isHexDigit })
        }
    }

    @Test(
        "A wrong password and an unknown customer get the same 401 and message",
        arguments: [("ada", "babbage"), ("grace", "hopper")]
    )
    func signInRefused(username: String, password: String) async throws {
        try await TestBank().application().test(.router) { client in
            let response = try await client.postJSON(
                "/api/sessions", #"{"username": "\#(username)", "password": "\#(password)"}"#)
            #expect(response.status == .unauthorized)
            #expect(response.errorMessage == "Wrong user name or password.")
        }
    }

    @Test("GET /api/accounts shows the customer, each account's figures and the unsynced count")
    func accounts() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let token = try await client.signIn()
            let response = try await client.getJSON("/api/accounts", token: token)
            #expect(response.status == .ok)
            let body = try response.json()
            #expect((body["customer"] as? [String: Any])?["username"] as? String == "ada")
            #expect(body["unsyncedCount"] as? Int == 0)
            let accounts = try #require(body["accounts"] as? [[String: Any]])
            #expect(accounts.count == 1)
            #expect(accounts.first?["id"] as? String == bank.everyday.id.rawValue)
            #expect(accounts.first?["name"] as? String == "Everyday")
            #expect(accounts.first?["available"] as? String == "50.00")
        }
    }

    @Test("An approved charge answers 201 with the transaction, which is then pending")
    func approvedCharge() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let token = try await client.signIn()
            let response = try await client.postJSON(
                "/api/accounts/\(bank.everyday.id)/charges", #"{"amount": "50.00", "merchant": "Corner Shop"}"#,
                token: token)
            #expect(response.status == .created)
            let body = try response.json()
            #expect(body["decision"] as? String == "approved")
            let transaction = try #require(body["transaction"] as? [String: Any])
            #expect(transaction["merchant"] as? String == "Corner Shop")
            #expect(transaction["amount"] as? String == "50.00")
            #expect(try bank.everydayNow()?.pendingTotal == .dollars(50))
            let accounts = try await client.getJSON("/api/accounts", token: token).json()
            #expect(accounts["unsyncedCount"] as? Int == 1)
        }
    }

    @Test("A declined charge answers 402 with what can be spent and stores nothing")
    func declinedCharge() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let token = try await client.signIn()
            let response = try await client.postJSON(
                "/api/accounts/\(bank.everyday.id)/charges", #"{"amount": "51.00", "merchant": "Corner Shop"}"#,
                token: token)
            #expect(response.status.code == 402)
            let body = try response.json()
            #expect(body["decision"] as? String == "declined")
            #expect(body["spendable"] as? String == "50.00")
            #expect(
                body["error"] as? String == "Declined: $51.00 at Corner Shop is more than the $50.00 you can spend.")
            #expect(try bank.everydayNow()?.pending == [])
        }
    }

    @Test(
        "A refused amount answers 400 with the amount's message and changes nothing",
        arguments: [
            (#""abc""#, "Enter an amount in dollars and cents, like 12.50."),
            (#""12.345""#, "Enter an amount in dollars and cents, like 12.50."),
            (#""""#, "Enter an amount in dollars and cents, like 12.50."),
            ("12.345", "Enter an amount in dollars and cents, like 12.50."),
            (#""-5""#, "Enter an amount greater than zero."),
            ("-5", "Enter an amount greater than zero."),
            (#""0""#, "Enter an amount greater than zero."),
            ("0", "Enter an amount greater than zero."),
            (#""1000000.01""#, "Enter an amount of at most $1,000,000.00."),
        ]
    )
    func refusedAmount(amount: String, message: String) async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let token = try await client.signIn()
            let response = try await client.postJSON(
                "/api/accounts/\(bank.everyday.id)/charges", #"{"amount": \#(amount), "merchant": "Corner Shop"}"#,
                token: token)
            #expect(response.status == .badRequest)
            #expect(response.errorMessage == message)
            #expect(try bank.everydayNow()?.pending == [])
        }
    }

    @Test("An empty merchant answers 400 and changes nothing")
    func emptyMerchant() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let token = try await client.signIn()
            let response = try await client.postJSON(
                "/api/accounts/\(bank.everyday.id)/charges", #"{"amount": "5.00", "merchant": "  "}"#, token: token)
            #expect(response.status == .badRequest)
            #expect(response.errorMessage == "Enter the merchant's name.")
            #expect(try bank.everydayNow()?.pending == [])
        }
    }

    @Test("A charge on an unknown account, or another customer's, answers 404 and changes nothing")
    func unknownAccount() async throws {
        let bank = try TestBank()
        let grace = try bank.store.addCustomer(username: "grace", password: "hopper")
        let gracesAccount = try bank.store.addAccount(named: "Navy", for: grace.id, available: .dollars(500))
        try await bank.application().test(.router) { client in
            let token = try await client.signIn()
            for account in ["no-such-account", gracesAccount.id.rawValue] {
                let response = try await client.postJSON(
                    "/api/accounts/\(account)/charges", #"{"amount": "5.00", "merchant": "Corner Shop"}"#, token: token)
                #expect(response.status == .notFound)
                #expect(response.errorMessage == "There is no such account.")
            }
            #expect(try bank.everydayNow()?.pending == [])
            #expect(try bank.store.accounts(of: grace.id).first?.pending == [])
        }
    }

    @Test("A body over 16 KiB answers 413 and changes nothing")
    func oversizeBody() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let token = try await client.signIn()
            let merchant = String(repeating: "m", count: 16 * 1024)
            let response = try await client.postJSON(
                "/api/accounts/\(bank.everyday.id)/charges", #"{"amount": "5.00", "merchant": "\#(merchant)"}"#,
                token: token)
            #expect(response.status == .contentTooLarge)
            #expect(response.errorMessage == "The request body is larger than 16 KiB.")
            #expect(try bank.everydayNow()?.pending == [])
        }
    }

    @Test(
        "A request without a session, or with a token the server does not know, answers 401",
        arguments: [nil, "Bearer 0123456789abcdef", "Basic YWRhOmxvdmVsYWNl"]
    )
    func noSession(authorization: String?) async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            var headers: HTTPFields = [.contentType: "application/json"]
            if let authorization { headers[.authorization] = authorization }
            let charge = try await client.execute(
                uri: "/api/accounts/\(bank.everyday.id)/charges", method: .post, headers: headers,
                body: ByteBuffer(string: #"{"amount": "5.00", "merchant": "Corner Shop"}"#))
            #expect(charge.status == .unauthorized)
            #expect(charge.errorMessage == "Sign in first: this request has no valid session.")
            let accounts = try await client.execute(uri: "/api/accounts", method: .get, headers: headers)
            #expect(accounts.status == .unauthorized)
            #expect(try bank.everydayNow()?.pending == [])
        }
    }

    @Test(
        "Malformed JSON, a missing field or a field of the wrong type answers 400 and changes nothing",
        arguments: [
            ("{", "The request body is not valid JSON."),
            ("[]", "The request body must be a JSON object."),
            ("", "The request body is not valid JSON."),
            (#"{"merchant": "Corner Shop"}"#, #"The field "amount" is missing."#),
            (#"{"amount": true, "merchant": "Corner Shop"}"#, #"The field "amount" has the wrong type."#),
            (#"{"amount": "5.00", "merchant": 7}"#, #"The field "merchant" has the wrong type."#),
        ]
    )
    func malformedBody(body: String, message: String) async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let token = try await client.signIn()
            let response = try await client.postJSON("/api/accounts/\(bank.everyday.id)/charges", body, token: token)
            #expect(response.status == .badRequest)
            #expect(response.errorMessage == message)
            #expect(try bank.everydayNow()?.pending == [])
        }
    }

    @Test("While asked to sign out, charging and listing answer 409 and change nothing")
    func conflictWhileConfirming() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let token = try await client.signIn()
            #expect(try await client.postJSON("/api/sign-out", "", token: token).status == .ok)
            let charge = try await client.postJSON(
                "/api/accounts/\(bank.everyday.id)/charges", #"{"amount": "5.00", "merchant": "Corner Shop"}"#,
                token: token)
            #expect(charge.status == .conflict)
            #expect(charge.errorMessage == "You asked to sign out: confirm or cancel that first.")
            #expect(try await client.getJSON("/api/accounts", token: token).status == .conflict)
            #expect(try await client.postJSON("/api/sync", "", token: token).status == .conflict)
            #expect(try await client.postJSON("/api/sign-out", "", token: token).status == .conflict)
            #expect(try bank.everydayNow()?.pending == [])
        }
    }

    @Test("A sync answers how many charges reached the bank")
    func sync() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let token = try await client.signIn()
            for amount in ["10.00", "5.00"] {
                _ = try await client.postJSON(
                    "/api/accounts/\(bank.everyday.id)/charges", #"{"amount": "\#(amount)", "merchant": "Bakery"}"#,
                    token: token)
            }
            let synced = try await client.postJSON("/api/sync", "", token: token)
            #expect(synced.status == .ok)
            #expect(try synced.json()["synced"] as? Int == 2)
            #expect(try await client.getJSON("/api/accounts", token: token).json()["unsyncedCount"] as? Int == 0)
        }
    }

    @Test("An unknown address under /api answers 404 as JSON")
    func unknownRoute() async throws {
        try await TestBank().application().test(.router) { client in
            let response = try await client.getJSON("/api/nothing-here", token: nil)
            #expect(response.status == .notFound)
            #expect(response.errorMessage == "There is nothing at this address.")
        }
    }
}
