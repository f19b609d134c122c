import Hummingbird

/// The secret that names a session: 32 random bytes as 64 lowercase hex digits, sent back in
/// the `session` cookie and accepted as `Authorization: Bearer TOKEN`.
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

    /// The token a request presents: the bearer token when there is one, else the cookie.
    init?(presentedBy request: Request) {
        if let authorization = request.headers[.authorization] {
            let parts = authorization.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
            self.init(value: String(parts[1]).trimmingSpaces)
        } else if let cookie = request.cookies[Self.cookieName] {
            self.init(value: cookie.value)
        } else {
            return nil
        }
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
