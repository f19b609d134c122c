import Hummingbird

/// Whether a request that changes something comes from another site, judged from what the
/// browser says about where it comes from.
///
/// NB: `SameSite=Strict` is not enough: a site is scheme and host, not port, so a page on
/// `127.0.0.1:<another port>` is the same site and its forms carry the session cookie. The
/// browser's `Sec-Fetch-Site` and `Origin` say where a request really comes from; programs send
/// neither, and they authenticate by bearer token, which no other page can attach.
struct CrossSiteCheck: Sendable, Equatable {
    /// `Sec-Fetch-Site`, if sent.
    var fetchSite: String?
    /// `Origin`, if sent.
    var origin: String?
    /// `Host`: this server's own authority as the client addressed it.
    var host: String?

    init(fetchSite: String?, origin: String?, host: String?) {
        self.fetchSite = fetchSite
        self.origin = origin
        self.host = host
    }

    init(_ request: Request) {
        self.init(
            fetchSite: request.headers[HTTPFields.Element.Name("Sec-Fetch-Site")!],
            origin: request.headers[HTTPFields.Element.Name("Origin")!],
            // NB: over HTTP/1.1 the `Host` header arrives as the request's authority.
            host: request.head.authority
        )
    }

    /// Whether the request must be refused.
    var isCrossSite: Bool {
        // NB: `none` is the customer's own doing (typed in, a bookmark), never another page.
        if let fetchSite, !["same-origin", "none"].contains(fetchSite.lowercased()) {
            return true
        }
        if let origin {
            // NB: `null` is an opaque origin: a sandboxed frame, a data: page, a redirect chain.
            guard let authority = Self.authority(ofOrigin: origin), let host else { return true }
            return authority.lowercased() != host.lowercased()
        }
        return false
    }

    /// `127.0.0.1:8080` of `http://127.0.0.1:8080`; `nil` for `null` or no scheme.
    static func authority(ofOrigin origin: String) -> String? {
        guard let range = origin.range(of: "://") else { return nil }
        let authority = origin[range.upperBound...]
        return authority.isEmpty || authority.contains("/") ? nil : String(authority)
    }
}
