import AsyncHTTPClient
import BankStore
import BankWeb
import Foundation
import NIOCore
import NIOHTTP1

/// What a program (or a forged page) sends the bank over HTTP, for the requirements about the
/// wire itself: status codes, headers, cookies and form tokens. It talks to a real server on a
/// free port, over the scenario's store.
struct BankHTTP: Sendable {
    /// One answer, read whole.
    struct Answer: Sendable {
        var status: Int
        var headers: HTTPHeaders
        var body: String

        /// The `error` of a JSON error answer.
        var errorMessage: String? {
            struct ErrorBody: Decodable { var error: String }
            return try? JSONDecoder().decode(ErrorBody.self, from: Data(body.utf8)).error
        }
    }

    /// A browser's session as a form sees it: its cookie and the form token its pages carry.
    struct BrowserSession: Sendable {
        var cookie: String
        var formToken: String
    }

    let server: RunningBankServer

    /// NB: redirects are not followed: a sign-in's 303 carries the cookie the steps need.
    private static let client = HTTPClient(
        eventLoopGroupProvider: .singleton, configuration: .init(redirectConfiguration: .disallow))

    /// Starts a server over `store` on a free port.
    static func start(over store: BankStore, idleTimeout: Duration = .seconds(15 * 60)) async throws -> BankHTTP {
        BankHTTP(
            server: try await BankServer(
                store: store, configuration: .init(host: "127.0.0.1", port: 0, idleTimeout: idleTimeout)
            ).start())
    }

    /// Sends `method path` with `headers` and `body`.
    func send(_ method: String, _ path: String, headers: [(String, String)] = [], body: String? = nil) async throws
        -> Answer
    {
        var request = HTTPClientRequest(url: server.url.absoluteString + path)
        request.method = HTTPMethod(rawValue: method)
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body { request.body = .bytes(ByteBuffer(string: body)) }
        let response = try await Self.client.execute(request, timeout: .seconds(10))
        let bytes = try await response.body.collect(upTo: 4 << 20)
        return Answer(status: Int(response.status.code), headers: response.headers, body: String(buffer: bytes))
    }

    /// Signs in through the sign-in form and reads the form token from the accounts page.
    func signInWithForm(username: String, password: String) async throws -> BrowserSession {
        let answer = try await send(
            "POST", "/sign-in", headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: Self.form([("username", username), ("password", password)]))
        guard let setCookie = answer.headers["Set-Cookie"].first(where: { $0.hasPrefix("session=") }) else {
            throw APIWorld.Mismatch(description: "signing in set no session cookie: HTTP \(answer.status)")
        }
        let cookie = String(setCookie.dropFirst("session=".count).prefix { $0 != ";" })
        let page = try await send("GET", "/accounts", headers: [("Cookie", "session=\(cookie)")]).body
        guard let start = page.range(of: #"name="form-token" value=""#) else {
            throw APIWorld.Mismatch(description: "the accounts page has no form token")
        }
        return BrowserSession(cookie: cookie, formToken: String(page[start.upperBound...].prefix { $0 != "\"" }))
    }

    /// Signs in through the JSON API and returns the bearer token.
    func signInWithJSON(username: String, password: String) async throws -> String {
        struct Token: Decodable { var token: String }
        let answer = try await send(
            "POST", "/api/sessions", headers: [("Content-Type", "application/json")],
            body: #"{"username": \#(Self.jsonString(username)), "password": \#(Self.jsonString(password))}"#)
        guard let token = try? JSONDecoder().decode(Token.self, from: Data(answer.body.utf8)).token else {
            throw APIWorld.Mismatch(description: "the API sign-in answered \(answer.status): \(answer.body)")
        }
        return token
    }

    /// `name=value&…`, percent-encoded as a browser encodes a form.
    static func form(_ fields: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return fields.map { "\($0)=\($1.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")" }.joined(
            separator: "&")
    }

    /// `text` as a JSON string literal.
    static func jsonString(_ text: String) -> String {
        (try? JSONEncoder().encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
}
