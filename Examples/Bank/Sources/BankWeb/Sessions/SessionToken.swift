import Hummingbird

/// The secret that names a session: 32 random bytes as 64 lowercase hex digits. A browser's
/// session is named by the `session` cookie, a program's by `Authorization: Bearer TOKEN`;
/// neither is accepted in place of the other.
struct SessionToken: Sendable, Hashable, CustomStringConvertible {
    let value: String

    /// The cookie that carries the token for browsers.
    static let cookieName = "session"

    /// A fresh token from the system's secure random source.
    static func random() -> SessionToken {
        var generator = SystemRandomNumberGenerator()
        let hexDigits = Array("0123456789abcdef")
        var text = ""
        text.reserveCapacity(64)
        for _ in 0..<32 {
            let byte = UInt8.random(in: .min ... .max, using: &generator)
            text.append(hexDigits[Int(byte >> 4)])
            text.append(hexDigits[Int(byte & 0x0F)])
        }
        return SessionToken(value: text)
    }

    /// The bearer token a program presents, for the JSON API.
    ///
    /// NB: never the cookie: a browser attaches the cookie to any request to the bank, from
    /// any page, so a cookie would let another page call the API in the customer's name.
    init?(bearerIn request: Request) {
        guard let authorization = request.headers[.authorization] else { return nil }
        let parts = authorization.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        self.init(value: String(parts[1]).trimmingSpaces)
    }

    /// The session cookie a browser presents, for the pages and `/events`.
    init?(cookieIn request: Request) {
        guard let cookie = request.cookies[Self.cookieName] else { return nil }
        self.init(value: cookie.value)
    }

    init(value: String) {
        self.value = value
    }

    /// Never the secret itself, so a token cannot leak into a log by accident.
    var description: String {
        "SessionToken(…\(value.suffix(4)))"
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
