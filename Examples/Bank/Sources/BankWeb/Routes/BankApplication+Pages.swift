import BankCore
import Hummingbird

/// The HTML pages: plain forms that post, then redirect to a page that shows the result
/// (Post/Redirect/Get), refused input and unknown accounts included, so a reload never
/// re-posts. Only sign-in answers its refusals directly (4xx with the form), since it has no
/// session to keep them in.
extension BankApplication {
    func addPageRoutes(to router: Router<BankRequestContext>) {
        router.get("/") { request, _ -> Response in
            .seeOther(self.session(for: request) == nil ? "/sign-in" : "/accounts")
        }
        router.get("/sign-in") { request, _ -> Response in
            if self.session(for: request) != nil { return .seeOther("/accounts") }
            // NB: `?signed-out=idle` only adds the sentence; anyone may open it, and it signs nobody out.
            let notice = request.uri.queryParameters["signed-out"] == "idle" ? self.idleFailure.message : nil
            return .html(Page.render(.signIn(error: notice, username: ""), live: false))
        }
        router.post("/sign-in") { request, context -> Response in
            let form = FormFields(body: try await request.bodyText())
            let username = form["username"] ?? ""
            switch await self.signIn(
                Credentials(username: username, password: form["password"] ?? ""), from: context.client)
            {
            case .signedIn(let session):
                // NB: a browser that signs in again replaces its old session rather than leaking it.
                if let previous = self.session(for: request) { self.sessions.remove(previous) }
                var response = Response.seeOther("/accounts")
                response.setCookie(.session(session.token))
                return response
            case .refused(let error):
                let status: HTTPResponse.Status = if case .notAllowed = error { .badRequest } else { .unauthorized }
                return .html(
                    Page.render(.signIn(error: error.message, username: username), live: false), status: status)
            case .throttled(let seconds):
                let failure = Self.tooManyAttempts(retryAfter: seconds)
                var response = Response.html(
                    Page.render(.signIn(error: failure.message, username: username), live: false),
                    status: failure.status)
                response.headers.append(contentsOf: failure.headers)
                return response
            }
        }
        router.get("/accounts") { request, _ in self.sessionPage(for: request) }
        router.get("/assets/style.css") { _, _ in Response.asset(StyleSheet.css, contentType: "text/css; charset=utf-8")
        }
        router.get("/assets/live.js") { _, _ in
            Response.asset(LiveUpdateScript.source, contentType: "text/javascript; charset=utf-8")
        }
        router.get("/sign-out") { request, _ in self.sessionPage(for: request) }
        router.post("/charges") { request, _ in
            await self.pageAction(request) { session, form throws(WebFailure) in
                try await self.charge(form, in: session)
            }
        }
        router.post("/sync") { request, _ in
            await self.pageAction(request) { session, _ throws(WebFailure) in
                do throws(WebFailure) {
                    _ = try await session.sync()
                } catch  where error.status == .serviceUnavailable {
                    // NB: the session's model now carries the notice that says why; the page shows it.
                }
                return .seeOther("/accounts")
            }
        }
        router.post("/sign-out") { request, _ in
            await self.pageAction(request) { session, _ throws(WebFailure) in
                _ = try session.askToSignOut()
                return .seeOther("/sign-out")
            }
        }
        router.post("/sign-out/confirm") { request, _ in
            await self.pageAction(request) { session, _ throws(WebFailure) in
                let model = try await session.confirmSignOut()
                guard model.signedOut != nil else { return .seeOther("/accounts") }
                self.sessions.remove(session)
                var response = Response.seeOther("/sign-in")
                response.setCookie(.expiredSession)
                return response
            }
        }
        router.post("/sign-out/cancel") { request, _ in
            await self.pageAction(request) { session, _ throws(WebFailure) in
                try session.cancelSignOut()
                return .seeOther("/accounts")
            }
        }
    }

    /// The page of the session's current state; without a session, the way to sign in.
    private func sessionPage(for request: Request) -> Response {
        guard let session = session(for: request) else { return signInRedirect(for: request) }
        return page(for: session)
    }

    private func page(for session: WebSession, status: HTTPResponse.Status = .ok) -> Response {
        .html(Page.render(session.content(for: session.source.model), live: true), status: status)
    }

    /// `POST /charges`: a decision, refused input and an unknown account all redirect to the
    /// accounts, where they show with the typed values.
    private func charge(_ form: FormFields, in session: WebSession) async throws(WebFailure) -> Response {
        let input = ChargeInput(
            account: form["account"] ?? "", amount: form["amount"] ?? "", merchant: form["merchant"] ?? "")
        let typed = ChargeFormValues(account: input.account, amount: input.amount, merchant: input.merchant)
        do throws(WebFailure) {
            let charge: ChargeRequest
            do throws(ChargeInputError) {
                charge = try input.request()
            } catch {
                throw WebFailure.badRequest(error.message, field: error.field.rawValue)
            }
            let outcome = try await session.charge(charge)
            if case .notDecided(let trouble) = outcome {
                // NB: an error page with its status, not a note: nothing was decided to show.
                throw failure(for: trouble)
            }
            guard let result = ChargeResultNote(outcome: outcome, merchant: charge.merchant) else {
                throw WebFailure.unknownAccount
            }
            // NB: a declined amount stays in the form, so the customer can lower it rather than
            // type it again; an approved one is cleared so it is not charged twice by mistake.
            let amount = if case .declined = outcome { input.amount } else { "" }
            session.notes.withLock {
                $0 = PageNotes(
                    chargeResult: result,
                    form: ChargeFormValues(account: input.account, amount: amount, merchant: charge.merchant))
            }
            return .seeOther("/accounts")
        } catch  where error.status == .badRequest || error.status == .notFound {
            // NB: redirected like a decision (Post/Redirect/Get), so reloading the page shows
            // the refusal again instead of asking to post the form a second time.
            session.notes.withLock { $0 = PageNotes(chargeError: error.message, form: typed) }
            return .seeOther("/accounts")
        }
    }

    /// Runs a form's action on the request's session and maps what can go wrong to a page:
    /// no session → sign in; a form without the session's token → 403 and nothing done; an
    /// action the state does not offer → the page of that state.
    private func pageAction(
        _ request: Request,
        _ action: (WebSession, FormFields) async throws(WebFailure) -> Response
    ) async -> Response {
        guard let session = session(for: request) else { return signInRedirect(for: request) }
        do throws(WebFailure) {
            let form = FormFields(body: try await request.bodyText())
            guard session.isFormToken(form[ElementID.formTokenField]) else { throw WebFailure.crossSite }
            return try await action(session, form)
        } catch  where error.status == .unauthorized {
            sessions.remove(session)
            var response = Response.seeOther("/sign-in")
            response.setCookie(.expiredSession)
            return response
        } catch  where error.status == .conflict {
            return .seeOther("/accounts")
        } catch {
            var response = Response.html(ErrorPage.render(message: error.message, signedIn: true), status: error.status)
            response.headers.append(contentsOf: error.headers)
            return response
        }
    }
}
