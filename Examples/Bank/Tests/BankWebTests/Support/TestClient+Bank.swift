import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

extension TestClientProtocol {
    /// Signs in through the JSON API and returns the token.
    func signIn(username: String = "ada", password: String = "lovelace") async throws -> String {
        let response = try await postJSON("/api/sessions", #"{"username": "\#(username)", "password": "\#(password)"}"#)
        try #require(response.status == .created, "sign-in answered \(response.status): \(response.text)")
        return try #require(response.json()["token"] as? String)
    }

    /// Signs in through the sign-in form and returns the session cookie's value.
    func signInWithForm(username: String = "ada", password: String = "lovelace") async throws -> String {
        let response = try await postForm("/sign-in", ["username": username, "password": password])
        try #require(response.status == .seeOther)
        return try #require(response.sessionCookie)
    }

    func postJSON(_ uri: String, _ json: String, token: String? = nil) async throws -> TestResponse {
        var headers: HTTPFields = [.contentType: "application/json"]
        if let token { headers[.authorization] = "Bearer \(token)" }
        return try await execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: json))
    }

    func getJSON(_ uri: String, token: String?) async throws -> TestResponse {
        var headers: HTTPFields = [:]
        if let token { headers[.authorization] = "Bearer \(token)" }
        return try await execute(uri: uri, method: .get, headers: headers)
    }

    /// Posts a form as a browser does, with the session cookie when there is one and then,
    /// unless `withFormToken` is false, the session's form token read from its page.
    func postForm(
        _ uri: String, _ fields: KeyValuePairs<String, String>, cookie: String? = nil, withFormToken: Bool = true,
        headers extra: HTTPFields = [:]
    ) async throws -> TestResponse {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        var pairs = fields.map { ($0.key, $0.value) }
        if let cookie, withFormToken, let token = try await formToken(cookie: cookie) {
            pairs.append(("form-token", token))
        }
        let body = pairs.map { name, value in
            "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")"
        }.joined(separator: "&")
        var headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
        if let cookie { headers[.cookie] = "session=\(cookie)" }
        headers.append(contentsOf: extra)
        return try await execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body))
    }

    /// The session's form token, as its pages carry it; `nil` when the page has no form.
    func formToken(cookie: String) async throws -> String? {
        let page = try await getPage("/accounts", cookie: cookie).text
        guard let start = page.range(of: #"name="form-token" value=""#) else { return nil }
        return String(page[start.upperBound...].prefix { $0 != "\"" })
    }

    /// Gets a page as a browser does, with the session cookie when there is one.
    func getPage(_ uri: String, cookie: String?) async throws -> TestResponse {
        var headers: HTTPFields = [:]
        if let cookie { headers[.cookie] = "session=\(cookie)" }
        return try await execute(uri: uri, method: .get, headers: headers)
    }
}

extension TestResponse {
    var text: String {
        String(buffer: body)
    }

    /// The body as a JSON object.
    func json() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any], "not a JSON object: \(text)")
    }

    /// The `error` of a `{"error": "…"}` answer.
    var errorMessage: String? {
        (try? json())?["error"] as? String
    }

    var location: String? {
        headers[.location]
    }

    /// The `session` cookie this response sets, if any.
    var sessionCookie: String? {
        for header in headers[values: .setCookie] where header.hasPrefix("session=") {
            let value = header.dropFirst("session=".count).prefix { $0 != ";" }
            return String(value)
        }
        return nil
    }

    var setCookieHeader: String? {
        headers[values: .setCookie].first
    }
}
