import Hummingbird

/// What every request goes through before its route: writes from another site are refused
/// (403), API writes must be JSON (415), and every answer carries the security headers.
struct RequestGuard<Context: RequestContext>: RouterMiddleware {
    /// The headers on every answer: no framing (clickjacking), no type sniffing, no referrer
    /// leaving the bank, and a policy that lets pages load only the bank's own style and script
    /// and post forms only to the bank.
    ///
    /// NB: `same-origin`, not `no-referrer`: under `no-referrer` Chromium sends `Origin: null`
    /// with the bank's own form posts, which the cross-site check must refuse.
    static var securityHeaders: HTTPFields {
        [
            HTTPFields.Element.Name("Content-Security-Policy")!:
                "default-src 'none'; style-src 'self'; script-src 'self'; connect-src 'self'; img-src 'self'; "
                + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
            HTTPFields.Element.Name("X-Frame-Options")!: "DENY",
            HTTPFields.Element.Name("X-Content-Type-Options")!: "nosniff",
            HTTPFields.Element.Name("Referrer-Policy")!: "same-origin",
        ]
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        var response = try await checked(request, context: context, next: next)
        for field in Self.securityHeaders where response.headers[field.name] == nil {
            response.headers.append(field)
        }
        return response
    }

    private func checked(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard ![.get, .head, .options].contains(request.method) else { return try await next(request, context) }
        if CrossSiteCheck(request).isCrossSite {
            context.logger.notice("Refused a cross-site \(request.method) \(request.uri.path)")
            throw WebFailure.crossSite
        }
        // NB: only where the method is answered: a wrong method is a 405, whatever its body.
        if request.uri.path.hasPrefix("/api/"), RouteTable.methods(for: request.uri.path).contains(request.method),
            !Self.isJSON(request.headers[.contentType])
        {
            throw WebFailure.notJSON
        }
        return try await next(request, context)
    }

    /// Whether a `Content-Type` is `application/json`, with or without parameters.
    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let mediaType = contentType.split(separator: ";", maxSplits: 1).first ?? ""
        return mediaType.trimmingCharacters(in: .whitespaces).lowercased() == "application/json"
    }
}
