import Foundation

/// One browser opened through chromedriver: navigation, elements found by id only, scripts
/// for what the page cannot show (such as whether it reloaded), and screenshots.
struct WebDriverSession: Sendable {
    /// WebDriver's session id.
    let id: String
    let connection: WebDriverConnection

    /// Sends a command of this session, `path` relative to `/session/{id}`.
    @discardableResult
    func send(_ method: String, _ path: String, _ body: JSON? = nil) async throws(WebDriverError) -> JSON {
        try await connection.send(method, path.isEmpty ? "session/\(id)" : "session/\(id)/\(path)", body)
    }

    /// Loads `url` and returns once the page has loaded.
    func navigate(to url: URL) async throws(WebDriverError) {
        try await send("POST", "url", ["url": .string(url.absoluteString)])
    }

    /// The address of the page shown now.
    func currentURL() async throws(WebDriverError) -> String {
        try await send("GET", "url").string ?? ""
    }

    /// The element whose `id` attribute is `id`.
    ///
    /// - Throws: ``WebDriverError`` `no such element` when the page has none.
    func element(id: String) async throws(WebDriverError) -> WebElement {
        let answer = try await send("POST", "element", Self.locator(id: id))
        return try WebElement(answer: answer, domID: id, session: self)
    }

    /// The element whose `id` attribute is `id`, or `nil` when the page has none.
    func elementIfPresent(id: String) async throws(WebDriverError) -> WebElement? {
        let answer = try await send("POST", "elements", Self.locator(id: id))
        guard let first = answer.array?.first else { return nil }
        return try WebElement(answer: first, domID: id, session: self)
    }

    /// The CSS selector `[id="…"]`: by id only, and safe for ids that are not CSS identifiers.
    static func locator(id: String) -> JSON {
        let quoted = id.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return ["using": "css selector", "value": .string("[id=\"\(quoted)\"]")]
    }

    /// Runs `script` (a function body; `arguments[0]`… are `arguments`) in the page and returns its result.
    @discardableResult
    func execute(_ script: String, arguments: [JSON] = []) async throws(WebDriverError) -> JSON {
        try await send("POST", "execute/sync", ["script": .string(script), "args": .array(arguments)])
    }

    /// A PNG of the browser's viewport.
    func screenshot() async throws(WebDriverError) -> Data {
        let answer = try await send("GET", "screenshot")
        guard let text = answer.string, let png = Data(base64Encoded: text) else {
            throw .unexpectedAnswer("GET screenshot", body: String(answer.text.prefix(100)))
        }
        return png
    }

    /// Closes the browser; a session that is already gone is not an error.
    func delete() async {
        _ = try? await send("DELETE", "")
    }
}
