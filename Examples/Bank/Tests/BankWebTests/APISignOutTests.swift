import BankCore
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("JSON API: signing out and syncing")
struct APISignOutTests {
    @Test("Confirming or cancelling without having asked to sign out answers 409")
    func conflictWhileSignedIn() async throws {
        try await TestBank().application().test(.router) { client in
            let token = try await client.signIn()
            for uri in ["/api/sign-out/confirm", "/api/sign-out/cancel"] {
                let response = try await client.postJSON(uri, "", token: token)
                #expect(response.status == .conflict)
                #expect(response.errorMessage == "You have not asked to sign out.")
            }
            #expect(try await client.getJSON("/api/accounts", token: token).status == .ok)
        }
    }

    @Test("Asking to sign out says how many charges will be synced; cancelling keeps the session")
    func signOutCancelled() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let token = try await client.signIn()
            _ = try await client.postJSON(
                "/api/accounts/\(bank.everyday.id)/charges", #"{"amount": "10.00", "merchant": "Corner Shop"}"#,
                token: token)
            let asked = try await client.postJSON("/api/sign-out", "", token: token)
            #expect(asked.status == .ok)
            #expect(try asked.json()["state"] as? String == "confirming")
            #expect(try asked.json()["unsyncedCount"] as? Int == 1)
            let cancelled = try await client.postJSON("/api/sign-out/cancel", "", token: token)
            #expect(try cancelled.json()["state"] as? String == "signedIn")
            #expect(try await client.getJSON("/api/accounts", token: token).status == .ok)
        }
    }

    @Test("Confirming syncs the unsynced charges, signs out, and the token stops working")
    func signOutConfirmed() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let token = try await client.signIn()
            _ = try await client.postJSON(
                "/api/accounts/\(bank.everyday.id)/charges", #"{"amount": "10.00", "merchant": "Corner Shop"}"#,
                token: token)
            _ = try await client.postJSON("/api/sign-out", "", token: token)
            let confirmed = try await client.postJSON("/api/sign-out/confirm", "", token: token)
            #expect(confirmed.status == .ok)
            #expect(try confirmed.json()["state"] as? String == "signedOut")
            #expect(try bank.everydayNow()?.pending.map(\.isSynced) == [true])
            #expect(try await client.getJSON("/api/accounts", token: token).status == .unauthorized)
        }
    }

    @Test("When the bank cannot be reached, sync and confirming sign-out answer 503 and the customer stays signed in")
    func bankUnreachable() async throws {
        let bank = try TestBank()
        try await bank.application().test(.router) { client in
            let token = try await client.signIn()
            _ = try await client.postJSON(
                "/api/accounts/\(bank.everyday.id)/charges", #"{"amount": "10.00", "merchant": "Corner Shop"}"#,
                token: token)
            bank.store.bank.isReachable = false
            let message = "The bank could not be reached, so you are still signed in. Nothing was lost; try again."
            let synced = try await client.postJSON("/api/sync", "", token: token)
            #expect(synced.status == .serviceUnavailable)
            #expect(synced.errorMessage == message)
            _ = try await client.postJSON("/api/sign-out", "", token: token)
            let confirmed = try await client.postJSON("/api/sign-out/confirm", "", token: token)
            #expect(confirmed.status == .serviceUnavailable)
            #expect(confirmed.errorMessage == message)
            let accounts = try await client.getJSON("/api/accounts", token: token)
            #expect(accounts.status == .ok)
            #expect(try accounts.json()["unsyncedCount"] as? Int == 1)
        }
    }
}
