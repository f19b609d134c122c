import Foundation

/// One browser opened through chromedriver: navigation, elements found by id only, scripts
/// for what the page cannot show (such as whether it reloaded), and screenshots.
package struct WebDriverSession: Sendable {
    /// WebDriver's session id.
    package let id: String
    package let connection: WebDriverConnection

    /// Sends a command of this session, `path` relative to `/session/{id}`, and decodes its answer.
    @discardableResult
    package func send<Answer: Decodable>(
        _ method: String, _ path: String, _ body: (some Encodable)? = Optional<NoBody>.none,
        as answerType: Answer.Type = NoAnswer.self
    ) async throws(WebDriverError) -> Answer {
        try await connection.send(
            method, path.isEmpty ? "session/\(id)" : "session/\(id)/\(path)", body, as: answerType)
    }

    /// Loads `url` and returns once the page has loaded.
    package func navigate(to url: URL) async throws(WebDriverError) {
        try await send("POST", "url", NavigateCommand(url: url.absoluteString))
    }

    /// The address of the page shown now.
    package func currentURL() async throws(WebDriverError) -> String {
        try await send("GET", "url", as: String.self)
    }

    /// The element whose `id` attribute is `id`.
    ///
    /// - Throws: ``WebDriverError`` `no such element` when the page has none.
    package func element(id: String) async throws(WebDriverError) -> WebElement {
        let answer = try await send("POST", "element", Locator.id(id), as: ElementReference.self)
        return WebElement(answer: answer, domID: id, session: self)
    }

    /// The element whose `id` attribute is `id`, or `nil` when the page has none.
    package func elementIfPresent(id: String) async throws(WebDriverError) -> WebElement? {
        let answer = try await send("POST", "elements", Locator.id(id), as: [ElementReference].self)
        return answer.first.map { WebElement(answer: $0, domID: id, session: self) }
    }

    /// Runs `script` (a function body; `arguments[0]`… are `arguments`) in the page and
    /// returns its result as `Result` (`NoAnswer` when the script returns nothing).
    @discardableResult
    package func execute<Result: Decodable>(
        _ script: String, arguments: [String] = [], as resultType: Result.Type = NoAnswer.self
    ) async throws(WebDriverError) -> Result {
        try await send("POST", "execute/sync", ExecuteCommand(script: script, args: arguments), as: resultType)
    }

    /// A PNG of the browser's viewport.
    package func screenshot() async throws(WebDriverError) -> Data {
        let text = try await send("GET", "screenshot", as: String.self)
        guard let png = Data(base64Encoded: text) else {
            throw .unexpectedAnswer("GET screenshot", body: String(text.prefix(100)))
        }
        return png
    }

    /// Closes the browser; a session that is already gone is not an error.
    package func delete() async {
        _ = try? await send("DELETE", "", as: NoAnswer.self)
    }
}
