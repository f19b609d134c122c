import BankCore
import Hummingbird

/// The pending charges of one account, a page at a time, newest first: `GET
/// /accounts/{id}/pending` (a page) and `GET /api/accounts/{id}/pending` (JSON). Both read
/// `?after=ID` (the charges older than charge ID) or `?before=ID` (newer than it); the API
/// also reads `?limit=N` (1 to `PendingPage.maximumSize`, `PendingPage.defaultSize` unless
/// given). Links to the next pages are in the answer, so a client never builds them.
extension BankApplication {
    func addPendingRoutes(to router: Router<BankRequestContext>) {
        router.get("/accounts/:id/pending") { request, context -> Response in
            guard let session = self.session(for: request) else { return self.signInRedirect(for: request) }
            do throws(WebFailure) {
                let account = AccountID(context.parameters.get("id") ?? "")
                let query = try Self.pendingPageRequest(
                    account: account, request.uri.queryParameters, allowsLimit: false)
                let (customer, shown) = try Self.signedInAccount(account, in: session)
                let page = try await self.pendingPage(query, for: customer)
                let content = ContentFragment.message(
                    PendingChargesView.nodes(
                        customer: customer, account: shown, page: page, formToken: session.formToken))
                return .html(Page.render(content, live: false))
            } catch {
                var response = Response.html(
                    ErrorPage.render(message: error.message, signedIn: true), status: error.status)
                response.headers.append(contentsOf: error.headers)
                return response
            }
        }
        router.group("api").get("accounts/:id/pending") { request, context -> Response in
            let session = try self.requireAPISession(for: request)
            let account = AccountID(context.parameters.get("id") ?? "")
            let query = try Self.pendingPageRequest(account: account, request.uri.queryParameters, allowsLimit: true)
            let (customer, shown) = try Self.signedInAccount(account, in: session)
            let page = try await self.pendingPage(query, for: customer)
            return try .json(PendingPageResponse(account: shown, page: page, limit: query.limit))
        }
    }

    /// The signed-in customer and the account as the session shows it, or 404 for an account
    /// that is not theirs, 409 while signing out.
    private static func signedInAccount(_ id: AccountID, in session: WebSession) throws(WebFailure) -> (
        Customer, Account
    ) {
        let model = session.source.model
        guard let signedIn = model.signedIn else {
            throw model.signedOut == nil
                ? WebFailure.conflict("You asked to sign out: confirm or cancel that first.") : WebFailure.unauthorized
        }
        guard let account = signedIn.accounts.first(where: { $0.id == id }) else { throw WebFailure.unknownAccount }
        return (signedIn.customer, account)
    }

    private func pendingPage(_ query: PendingPageRequest, for customer: Customer) async throws(WebFailure)
        -> PendingPage
    {
        switch await services.pendingCharges(customer.id, query) {
        case .success(let page):
            return page
        case .failure(.unknownAccount):
            throw WebFailure.unknownAccount
        case .failure(.unknownPosition(let id)):
            throw WebFailure.badRequest(
                PendingPageError.unknownPosition(id).message, field: Self.positionField(query.position))
        case .failure(.notRead(.busy)):
            logger.warning("Reading pending charges found the store busy; answered 503.")
            throw WebFailure(
                status: .serviceUnavailable, message: PendingPageError.notRead(.busy).message,
                headers: [.retryAfter: "1"])
        case .failure(.notRead(.failed(let reason))):
            logger.error("Reading pending charges failed in the store: \(reason)")
            throw WebFailure(status: .internalServerError, message: PendingPageError.notRead(.failed(reason)).message)
        }
    }

    private static func positionField(_ position: PendingPageRequest.Position) -> String? {
        switch position {
        case .newest: nil
        case .olderThan: "after"
        case .newerThan: "before"
        }
    }

    /// The request the query names; 400 for both `after` and `before`, or a limit that is not
    /// a whole number from 1 to `PendingPage.maximumSize`.
    static func pendingPageRequest(
        account: AccountID, _ query: Hummingbird.Parameters, allowsLimit: Bool
    ) throws(WebFailure) -> PendingPageRequest {
        let after = query["after"].map(String.init)
        let before = query["before"].map(String.init)
        let position: PendingPageRequest.Position
        switch (after, before) {
        case (nil, nil): position = .newest
        case (let after?, nil): position = .olderThan(TransactionID(after))
        case (nil, let before?): position = .newerThan(TransactionID(before))
        case (_?, _?):
            throw .badRequest("Ask for the charges after one charge or before one, not both.", field: "before")
        }
        guard allowsLimit, let text = query["limit"] else {
            return PendingPageRequest(account: account, position: position)
        }
        guard let limit = Int(text), (1...PendingPage.maximumSize).contains(limit) else {
            throw .badRequest("The limit is a whole number from 1 to \(PendingPage.maximumSize).", field: "limit")
        }
        return PendingPageRequest(account: account, position: position, limit: limit)
    }
}
