/// An element of a ``WebDriverSession``'s page, found by its id.
///
/// NB: a live update replaces the page's `#content`, after which this reference is stale
/// (`stale element reference`); steps find elements again rather than keep them.
package struct WebElement: Sendable {
    /// WebDriver's reference to the element.
    package let reference: String
    /// The `id` attribute it was found by, for messages.
    package let domID: String
    package let session: WebDriverSession

    package init(answer: ElementReference, domID: String, session: WebDriverSession) {
        self.reference = answer.reference
        self.domID = domID
        self.session = session
    }

    @discardableResult
    private func send<Answer: Decodable>(
        _ method: String, _ path: String, _ body: (some Encodable)? = Optional<NoBody>.none,
        as answerType: Answer.Type = NoAnswer.self
    ) async throws(WebDriverError) -> Answer {
        try await session.send(method, "element/\(reference)\(path.isEmpty ? "" : "/\(path)")", body, as: answerType)
    }

    /// Clicks it (a button submits its form and the page loads).
    package func click() async throws(WebDriverError) {
        try await send("POST", "click")
    }

    /// Empties a text field.
    package func clear() async throws(WebDriverError) {
        try await send("POST", "clear")
    }

    /// Types `text` into it, as keystrokes.
    package func type(_ text: String) async throws(WebDriverError) {
        try await send("POST", "value", TypeCommand(text: text))
    }

    /// Its rendered text, as the customer reads it.
    package func text() async throws(WebDriverError) -> String {
        try await send("GET", "text", as: String.self)
    }

    /// The value of its attribute `name`, `nil` when it has none.
    package func attribute(_ name: String) async throws(WebDriverError) -> String? {
        try await send("GET", "attribute/\(name)", as: String?.self)
    }

    /// Whether it is shown on the page.
    package func isDisplayed() async throws(WebDriverError) -> Bool {
        try await send("GET", "displayed", as: Bool.self)
    }

    /// Picks the option whose value is `value` in this `select` by clicking that option.
    ///
    /// NB: options carry no ids (their values are account ids), so the option is found inside
    /// the select, which itself was found by id.
    package func selectOption(value: String) async throws(WebDriverError) {
        let locator = Locator(value: "option[value=\"\(Locator.cssQuoted(value))\"]")
        let answer = try await send("POST", "element", locator, as: ElementReference.self)
        let option = WebElement(answer: answer, domID: "\(domID) option \(value)", session: session)
        try await option.click()
    }
}
