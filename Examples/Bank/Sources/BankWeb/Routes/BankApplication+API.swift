import BankCore
import Hummingbird

/// The JSON API: the same actions as the pages, for scripts and load tests. A session is named
/// by `Authorization: Bearer TOKEN` only, and bodies are `application/json`. Errors are
/// `{"error": "message"}` (with `"field"` when one input field is at fault): 400 bad input,
/// 401 no, unknown or idle-expired session, 403 a write from another site, 404 unknown account, 405 a wrong
/// method, 409 an action the session's state does not offer, 413 a body over 16 KiB, 415 not JSON,
/// 429 with `Retry-After` a sign-in after too many recent failures.
extension BankApplication {
    func addAPIRoutes(to router: Router<BankRequestContext>) {
        let api = router.group("api")
        api.post("sessions") { request, context -> Response in
            let body = try APIBody.decode(SignInBody.self, from: try await request.bodyBytes())
            switch await self.signIn(
                Credentials(username: body.username, password: body.password), from: context.client)
            {
            case .signedIn(let session):
                return try .json(TokenResponse(token: session.token.value), status: .created)
            case .refused(.notAllowed(let refusal)):
                return .jsonError(.badRequest(refusal.message, field: refusal.field.rawValue))
            case .refused(let error):
                return .jsonError(WebFailure(status: .unauthorized, message: error.message))
            case .throttled(let seconds):
                return .jsonError(Self.tooManyAttempts(retryAfter: seconds))
            }
        }
        api.get("accounts") { request, _ -> Response in
            let session = try self.requireAPISession(for: request)
            let model = session.source.model
            guard let signedIn = model.signedIn else {
                throw model.confirmingSignOut != nil || model.syncingBeforeSignOut != nil
                    ? WebFailure.conflict("You asked to sign out: confirm or cancel that first.")
                    : WebFailure.unauthorized
            }
            return try .json(
                AccountsResponse(
                    customer: signedIn.customer, accounts: signedIn.accounts, unsyncedCount: signedIn.unsyncedCount)
            )
        }
        api.post("accounts/:id/charges") { request, context -> Response in
            let session = try self.requireAPISession(for: request)
            let body = try APIBody.decode(ChargeBody.self, from: try await request.bodyBytes())
            let account = context.parameters.get("id") ?? ""
            let charge: ChargeRequest
            do throws(ChargeInputError) {
                charge = try ChargeInput(account: account, amount: body.amount.text, merchant: body.merchant).request()
            } catch {
                throw WebFailure.badRequest(error.message, field: error.field.rawValue)
            }
            switch try await session.charge(charge) {
            case .approved(let transaction):
                return try .json(ChargeResponse(decision: "approved", transaction: transaction), status: .created)
            case .declined(let amount, let spendable):
                let text = ChargeResultNote.declinedText(
                    amount: amount, merchant: charge.merchant, spendable: spendable)
                return try .json(
                    ChargeResponse(decision: "declined", spendable: spendable, error: text),
                    status: .init(code: 402, reasonPhrase: "Payment Required"))
            case .unknownAccount:
                throw WebFailure.unknownAccount
            case .notDecided(let trouble):
                throw self.failure(for: trouble)
            }
        }
        api.post("sync") { request, _ -> Response in
            let session = try self.requireAPISession(for: request)
            return try .json(SyncResponse(synced: try await session.sync()))
        }
        api.post("sign-out") { request, _ -> Response in
            let session = try self.requireAPISession(for: request)
            let unsynced = try session.askToSignOut()
            return try .json(SignOutStateResponse(state: "confirming", unsyncedCount: unsynced))
        }
        api.post("sign-out/confirm") { request, _ -> Response in
            let session = try self.requireAPISession(for: request)
            let model = try await session.confirmSignOut()
            if model.signedOut != nil {
                self.sessions.remove(session)
                return try .json(SignOutStateResponse(state: "signedOut"))
            }
            throw WebFailure.unavailable(
                model.signedIn?.notice ?? "Signing out did not finish; you are still signed in.")
        }
        api.post("sign-out/cancel") { request, _ -> Response in
            let session = try self.requireAPISession(for: request)
            try session.cancelSignOut()
            return try .json(SignOutStateResponse(state: "signedIn"))
        }
    }

    /// The request's session, named by its bearer token, or 401.
    func requireAPISession(for request: Request) throws(WebFailure) -> WebSession {
        switch sessions.lookup(SessionToken(bearerIn: request)) {
        case .active(let session): return session
        case .expired: throw idleFailure
        case .unknown: throw .unauthorized
        }
    }
}
